import type { T } from '../translate.ts';
import type { Diff } from './types.ts';

/** A diff's hunks, line by line: added lines green, removed lines red, context plain. */
export function DiffView({ diff, t }: { diff: Diff; t: T }) {
  if (diff.hunks.length === 0) return <p className="ed-muted">{t('editor.diff.none')}</p>;
  return (
    <div className="ed-diff">
      <p className="ed-muted">{t('editor.diff.counts', { added: diff.added, removed: diff.removed })}</p>
      {diff.hunks.map((hunk) => (
        <pre key={`${hunk.old_start}-${hunk.new_start}`} className="ed-diff__hunk">
          {hunk.lines.map((line, i) => {
            const mark = line[0];
            const kind = mark === '+' ? 'added' : mark === '-' ? 'removed' : 'kept';
            return (
              <span key={i} className={`ed-diff__line ed-diff__line--${kind}`}>
                {line}
                {'\n'}
              </span>
            );
          })}
        </pre>
      ))}
    </div>
  );
}
