// A line diff of two versions of a page (its frontmatter and body as one Markdown file), in
// hunks with three lines of context, as the editor shows it under a version or a conflict.
import { structuredPatch } from 'diff';

export interface DiffHunk {
  oldStart: number;
  newStart: number;
  /** Each line with its mark: ' ' kept, '-' removed, '+' added. */
  lines: string[];
}

export interface PageDiff {
  hunks: DiffHunk[];
  added: number;
  removed: number;
}

/** Beyond this many changed lines the diff shows the whole old text removed and the new added. */
const MAX_EDIT_LENGTH = 4_000;

const lines = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/** The lines that changed from `before` to `after`. */
export function pageDiff(before: string, after: string): PageDiff {
  const patch = structuredPatch('before', 'after', before, after, undefined, undefined, { context: 3, maxEditLength: MAX_EDIT_LENGTH });
  const hunks: DiffHunk[] = patch
    ? patch.hunks.map((h) => ({ oldStart: h.oldStart, newStart: h.newStart, lines: h.lines.filter((l) => !l.startsWith('\\')) }))
    : [{ oldStart: 1, newStart: 1, lines: [...lines(before).map((l) => `-${l}`), ...lines(after).map((l) => `+${l}`)] }];
  let added = 0;
  let removed = 0;
  for (const hunk of hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added += 1;
      else if (line.startsWith('-')) removed += 1;
    }
  }
  return { hunks, added, removed };
}
