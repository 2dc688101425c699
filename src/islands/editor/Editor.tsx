import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { Lang } from '../../lib/format/lang.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import type { CompanyPage } from '../../lib/content/pages.ts';
import { translate, type Dict, type T } from '../translate.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { editorCall, forgetToken, keepToken, storedToken } from './api.ts';
import { PageEditor } from './PageEditor.tsx';
import { PAGE_LABEL, type PageState } from './types.ts';

interface Props {
  lang: Lang;
  /** The page's editor texts (editor.* and the pages' names), handed over by the page. */
  dict: Dict;
}

/**
 * The editors' workplace (issue 29): sign in, every company page with its three languages side
 * by side, and the form that edits, previews, publishes and reverts one of them.
 */
export default function Editor(props: Props) {
  return (
    <ErrorBoundary lang={props.lang}>
      <Workplace {...props} />
    </ErrorBoundary>
  );
}

type View = { name: 'loading' } | { name: 'signIn'; notice?: string } | { name: 'pages' } | { name: 'edit'; page: CompanyPage; lang: Lang };

function Workplace({ lang, dict }: Props) {
  const t: T = useCallback((key, params) => translate(dict, key, params, lang), [dict, lang]);
  const [view, setView] = useState<View>({ name: 'loading' });
  const [editor, setEditor] = useState('');
  const [pages, setPages] = useState<PageState[]>([]);
  const [failed, setFailed] = useState(false);

  const signedOut = useCallback((notice?: string) => {
    forgetToken();
    setView({ name: 'signIn', notice });
  }, []);

  const loadPages = useCallback(async () => {
    const answer = await editorCall<{ pages: PageState[] }>('editor/pages');
    if (answer.status === 401) return signedOut(t('editor.sessionEnded'));
    setFailed(!answer.ok);
    if (answer.ok) setPages(answer.body.pages);
  }, [signedOut, t]);

  useEffect(() => {
    if (!storedToken()) return setView({ name: 'signIn' });
    void editorCall<{ username: string }>('editor/me').then((me) => {
      if (!me.ok) return signedOut();
      setEditor(me.body.username);
      setView({ name: 'pages' });
    });
  }, [signedOut]);

  useEffect(() => {
    if (view.name === 'pages') void loadPages();
  }, [view.name, loadPages]);

  if (view.name === 'loading') return null;
  if (view.name === 'signIn') {
    return (
      <SignIn
        t={t}
        notice={view.notice}
        onSignedIn={(name) => {
          setEditor(name);
          setView({ name: 'pages' });
        }}
      />
    );
  }
  const signOut = async () => {
    await editorCall('editor/logout', { method: 'POST' });
    signedOut();
  };
  return (
    <div className="ed">
      <div className="ed-bar">
        <span>{t('editor.signedInAs', { name: editor })}</span>
        <button type="button" className="isl-button isl-button--ghost" onClick={() => void signOut()}>
          {t('editor.signOut')}
        </button>
      </div>
      {view.name === 'edit' ? (
        <PageEditor
          key={`${view.page}-${view.lang}`}
          page={view.page}
          lang={view.lang}
          uiLang={lang}
          t={t}
          onBack={() => setView({ name: 'pages' })}
          onSignedOut={() => signedOut(t('editor.sessionEnded'))}
        />
      ) : (
        <PageList pages={pages} failed={failed} t={t} lang={lang} onEdit={(page, l) => setView({ name: 'edit', page, lang: l })} />
      )}
    </div>
  );
}

function SignIn({ t, notice, onSignedIn }: { t: T; notice?: string | undefined; onSignedIn: (username: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(notice ?? '');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await editorCall<{ token: string; username: string }>('editor/login', { json: { username, password } });
    setBusy(false);
    if (answer.ok) {
      keepToken(answer.body.token);
      onSignedIn(answer.body.username);
      return;
    }
    setPassword('');
    setError(t(answer.status === 401 ? 'editor.signIn.failed' : answer.status === 429 ? 'editor.signIn.throttled' : 'editor.failed'));
  };
  return (
    <form className="ed-signin" onSubmit={(e) => void submit(e)} aria-labelledby="ed-signin-title">
      <h2 id="ed-signin-title">{t('editor.signIn.title')}</h2>
      <div className="isl-field">
        <label htmlFor="ed-username" className="isl-field__label">
          {t('editor.signIn.username')}
        </label>
        <input id="ed-username" className="isl-input" autoComplete="username" value={username} required onChange={(e) => setUsername(e.target.value)} />
      </div>
      <div className="isl-field">
        <label htmlFor="ed-password" className="isl-field__label">
          {t('editor.signIn.password')}
        </label>
        <input id="ed-password" className="isl-input" type="password" autoComplete="current-password" value={password} required onChange={(e) => setPassword(e.target.value)} />
      </div>
      {error ? (
        <p className="ed-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="isl-button isl-button--primary" disabled={busy}>
        {t('editor.signIn.submit')}
      </button>
    </form>
  );
}

function PageList({ pages, failed, t, lang, onEdit }: { pages: PageState[]; failed: boolean; t: T; lang: Lang; onEdit: (page: CompanyPage, lang: Lang) => void }) {
  const date = formatsFor(lang, 'UTC').date;
  return (
    <section aria-labelledby="ed-pages-title">
      <h2 id="ed-pages-title">{t('editor.heading')}</h2>
      <p className="ed-muted">{t('editor.intro')}</p>
      {failed ? (
        <p className="ed-error" role="alert">
          {t('editor.failed')}
        </p>
      ) : null}
      <ul className="ed-pages">
        {pages.map((p) => (
          <li key={p.page} className="ed-page">
            <h3>{t(PAGE_LABEL[p.page])}</h3>
            <ul className="ed-langs">
              {p.languages.map((l) => (
                <li key={l.lang} className={`ed-lang${l.missing ? ' ed-lang--missing' : l.out_of_date ? ' ed-lang--stale' : ''}`} data-lang={l.lang}>
                  <span className="ed-lang__name">{t(`editor.lang.${l.lang}`)}</span>
                  {l.live ? (
                    <span className="ed-muted">{t('editor.state.version', { version: l.live.version, date: date(Date.parse(`${l.live.updated}T00:00:00Z`)) })}</span>
                  ) : null}
                  {l.missing ? <span className="ed-badge ed-badge--missing">{t('editor.state.missing')}</span> : null}
                  {l.out_of_date ? <span className="ed-badge ed-badge--stale">{t('editor.state.outOfDate')}</span> : null}
                  <button
                    type="button"
                    className="isl-button isl-button--ghost ed-lang__edit"
                    aria-label={`${t(l.missing ? 'editor.create' : 'editor.edit')}: ${t(PAGE_LABEL[p.page])} (${t(`editor.lang.${l.lang}`)})`}
                    onClick={() => onEdit(p.page, l.lang)}
                  >
                    {t(l.missing ? 'editor.create' : 'editor.edit')}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
