import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Lang } from '../../lib/format/lang.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { frontmatterProblems, pageBytes } from '../../lib/content/frontmatter.ts';
import { CONTENT_MAX_BYTES, isAcceptancePage, type CompanyPage } from '../../lib/content/pages.ts';
import type { T } from '../translate.ts';
import { editorCall } from './api.ts';
import { DiffView } from './DiffView.tsx';
import { problemText } from './problems.ts';
import { PAGE_LABEL, type Diff, type Problem, type VersionView } from './types.ts';

interface Props {
  page: CompanyPage;
  lang: Lang;
  /** The language of the editor's own screens. */
  uiLang: Lang;
  t: T;
  onBack: () => void;
  onSignedOut: () => void;
}

interface Fields {
  title: string;
  description: string;
  updated: string;
  body: string;
  material: boolean;
}

interface Conflict {
  editor: string | null;
  version: number;
  publishedAt: string | null;
  diff: Diff;
}

type Notice = { kind: 'ok' | 'error'; text: string } | null;

const today = () => new Date().toISOString().slice(0, 10);
const fieldsOf = (v: VersionView | null): Fields => ({ title: v?.title ?? '', description: v?.description ?? '', updated: today(), body: v?.body ?? '', material: false });

/** One page in one language: the form, its preview, the publish and the versions with their diffs. */
export function PageEditor({ page, lang, uiLang, t, onBack, onSignedOut }: Props) {
  const [live, setLive] = useState<VersionView | null | undefined>(undefined);
  const [fields, setFields] = useState<Fields>(fieldsOf(null));
  const [preview, setPreview] = useState<{ html: string; errors: Problem[]; warnings: Problem[] } | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [keptDraft, setKeptDraft] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [versions, setVersions] = useState<VersionView[]>([]);
  const [shown, setShown] = useState<{ version: number; diff: Diff } | null>(null);
  const when = formatsFor(uiLang).dateTime;

  const load = useCallback(async () => {
    const [current, history] = await Promise.all([
      editorCall<{ live: VersionView | null }>(`editor/pages/${page}/${lang}`),
      editorCall<{ versions: VersionView[] }>(`editor/pages/${page}/${lang}/versions`),
    ]);
    if (current.status === 401 || history.status === 401) return onSignedOut();
    if (!current.ok || !history.ok) return setNotice({ kind: 'error', text: t('editor.failed') });
    setLive(current.body.live);
    setFields(fieldsOf(current.body.live));
    setVersions(history.body.versions);
    setConflict(null);
    setProblems([]);
  }, [page, lang, onSignedOut, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const set = <K extends keyof Fields>(name: K, value: Fields[K]) => setFields((f) => ({ ...f, [name]: value }));
  const draft = { page, lang, title: fields.title, description: fields.description, updated: fields.updated, body: fields.body };
  const bytes = pageBytes(fields, fields.body);
  const formProblems: Problem[] = [
    ...Object.entries(frontmatterProblems(fields)).map(([field, code]) => ({ field, code: code as string })),
    ...(fields.body.trim() === '' ? [{ field: 'body', code: 'required' }] : []),
    ...(bytes > CONTENT_MAX_BYTES ? [{ field: 'body', code: 'too_large' }] : []),
  ];

  const failedCall = (answer: { status: number; body: { error?: { code: string; details?: Record<string, unknown> } } }) => {
    if (answer.status === 401) return onSignedOut();
    const error = answer.body.error;
    if (error?.code === 'content_changed') {
      const d = error.details as { editor: string | null; current_version: number; published_at: string | null; diff: Diff };
      setConflict({ editor: d.editor, version: d.current_version, publishedAt: d.published_at, diff: d.diff });
      return;
    }
    if (error?.code === 'content_unchanged') return setNotice({ kind: 'error', text: t('editor.unchanged') });
    const listed = (error?.details?.problems as Problem[] | undefined) ?? [];
    if (listed.length > 0) return setProblems(listed);
    setNotice({ kind: 'error', text: t('editor.failed') });
  };

  const showPreview = async () => {
    setNotice(null);
    setBusy(true);
    const answer = await editorCall<{ html: string; errors: Problem[]; warnings: Problem[] }>('editor/preview', { json: draft });
    setBusy(false);
    if (!answer.ok) return failedCall(answer);
    setPreview(answer.body);
    setProblems(answer.body.errors);
  };

  const publish = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setProblems([]);
    if (formProblems.length > 0) return setProblems(formProblems);
    setBusy(true);
    const answer = await editorCall<{ version: VersionView }>('editor/publish', { json: { ...draft, base_version: live?.version ?? 0, material: fields.material } });
    setBusy(false);
    if (!answer.ok) return failedCall(answer);
    await load();
    setPreview(null);
    setNotice({ kind: 'ok', text: t('editor.published', { version: answer.body.version.version }) });
  };

  const takeLatest = async () => {
    setKeptDraft(fields.body);
    await load();
  };

  const showChanges = async (version: number) => {
    const answer = await editorCall<{ diff: Diff }>(`editor/pages/${page}/${lang}/versions/${version}`);
    if (!answer.ok) return failedCall(answer);
    setShown({ version, diff: answer.body.diff });
  };

  const revert = async (version: number) => {
    setNotice(null);
    setBusy(true);
    const answer = await editorCall<{ version: VersionView }>('editor/revert', { json: { page, lang, version, base_version: live?.version ?? 0 } });
    setBusy(false);
    if (!answer.ok) return failedCall(answer);
    await load();
    setNotice({ kind: 'ok', text: t('editor.published', { version: answer.body.version.version }) });
  };

  if (live === undefined) return null;
  const pageName = t(PAGE_LABEL[page]);
  return (
    <section className="ed-edit" aria-labelledby="ed-edit-title">
      <button type="button" className="isl-button isl-button--ghost" onClick={onBack}>
        ← {t('editor.back')}
      </button>
      <h2 id="ed-edit-title">
        {pageName} · {t(`editor.lang.${lang}`)}
      </h2>
      <p className="ed-muted">{live ? t('editor.editing', { page: pageName, lang: t(`editor.lang.${lang}`), version: live.version }) : t('editor.newLanguage')}</p>
      {notice ? (
        <p className={notice.kind === 'ok' ? 'ed-ok' : 'ed-error'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      {conflict ? (
        <div className="ed-conflict" role="alert">
          <h3>{t('editor.conflict.title')}</h3>
          <p>
            {t('editor.conflict.text', {
              editor: conflict.editor ?? t('editor.versions.repository'),
              version: conflict.version,
              time: conflict.publishedAt ? when(Date.parse(conflict.publishedAt)) : '',
            })}
          </p>
          <DiffView diff={conflict.diff} t={t} />
          <button type="button" className="isl-button isl-button--primary" onClick={() => void takeLatest()}>
            {t('editor.conflict.reload')}
          </button>
        </div>
      ) : null}
      <div className="ed-columns">
        <form className="ed-form" onSubmit={(e) => void publish(e)} noValidate>
          <div className="isl-field">
            <label htmlFor="ed-title" className="isl-field__label">
              {t('editor.field.title')}
            </label>
            <input id="ed-title" className="isl-input" value={fields.title} onChange={(e) => set('title', e.target.value)} />
          </div>
          <div className="isl-field">
            <label htmlFor="ed-description" className="isl-field__label">
              {t('editor.field.description')}
            </label>
            <input id="ed-description" className="isl-input" value={fields.description} onChange={(e) => set('description', e.target.value)} />
          </div>
          <div className="isl-field">
            <label htmlFor="ed-updated" className="isl-field__label">
              {t('editor.field.updated')}
            </label>
            <input id="ed-updated" className="isl-input" type="date" value={fields.updated} onChange={(e) => set('updated', e.target.value)} />
          </div>
          <div className="isl-field">
            <label htmlFor="ed-body" className="isl-field__label">
              {t('editor.field.body')}
            </label>
            <textarea
              id="ed-body"
              className="isl-input ed-body"
              rows={18}
              spellCheck
              value={fields.body}
              aria-describedby="ed-body-hint"
              onChange={(e) => set('body', e.target.value)}
            />
            <p id="ed-body-hint" className="ed-muted">
              {t('editor.field.bodyHint')} {t('editor.size', { size: (bytes / 1024).toFixed(1) })}
            </p>
          </div>
          {keptDraft ? (
            <details className="ed-kept">
              <summary>{t('editor.conflict.yourText')}</summary>
              <textarea className="isl-input ed-body" readOnly rows={8} value={keptDraft} aria-label={t('editor.conflict.yourText')} />
            </details>
          ) : null}
          {isAcceptancePage(page) ? (
            <label className="ed-check">
              <input type="checkbox" checked={fields.material} onChange={(e) => set('material', e.target.checked)} />
              <span>{t('editor.field.material')}</span>
            </label>
          ) : null}
          {problems.length > 0 ? (
            <div className="ed-error" role="alert">
              <p>{t('editor.errors')}</p>
              <ul>
                {problems.map((p, i) => (
                  <li key={i}>{problemText(p, t)}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="ed-actions">
            <button type="button" className="isl-button" disabled={busy} onClick={() => void showPreview()}>
              {t('editor.preview')}
            </button>
            <button type="submit" className="isl-button isl-button--primary" disabled={busy}>
              {t('editor.publish')}
            </button>
          </div>
        </form>
        <div className="ed-side">
          {preview ? (
            <section className="ed-preview" aria-labelledby="ed-preview-title">
              <h3 id="ed-preview-title">{t('editor.preview')}</h3>
              <p className="ed-muted">{t('editor.previewHint')}</p>
              {preview.warnings.length > 0 ? (
                <div className="ed-warning" role="status">
                  <ul>
                    {preview.warnings.map((w, i) => (
                      <li key={i}>{problemText(w, t)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <article className="prose ed-preview__page" lang={lang}>
                <h1>{fields.title}</h1>
                {/* The server's rendering of the draft: Markdown with raw HTML escaped (src/lib/content/markdown.ts). */}
                <div dangerouslySetInnerHTML={{ __html: preview.html }} />
              </article>
            </section>
          ) : null}
          <section className="ed-versions" aria-labelledby="ed-versions-title">
            <h3 id="ed-versions-title">{t('editor.versions.title')}</h3>
            <ol>
              {versions.map((v) => (
                <li key={v.version} className="ed-version">
                  <div>
                    <strong>{t('editor.versions.version', { version: v.version })}</strong>{' '}
                    <span className="ed-muted">{t('editor.versions.by', { editor: v.editor ?? t('editor.versions.repository'), time: when(Date.parse(v.published_at)) })}</span>
                    {v.material ? <span className="ed-badge ed-badge--material">{t('editor.versions.material')}</span> : null}
                    {v.reverted_from ? <span className="ed-muted"> · {t('editor.versions.revertedFrom', { version: v.reverted_from })}</span> : null}
                  </div>
                  <div className="ed-version__actions">
                    <button type="button" className="isl-button isl-button--ghost" onClick={() => void showChanges(v.version)}>
                      {t('editor.versions.diff')}
                    </button>
                    {live && v.version !== live.version ? (
                      <button type="button" className="isl-button isl-button--ghost" disabled={busy} onClick={() => void revert(v.version)}>
                        {t('editor.versions.revert')}
                      </button>
                    ) : null}
                  </div>
                  {shown?.version === v.version ? <DiffView diff={shown.diff} t={t} /> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </section>
  );
}
