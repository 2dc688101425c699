import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '../../stores/lang.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { showToast } from '../../stores/toasts.ts';
import { apiGet, apiPost } from '../api/client.ts';
import { useT } from '../i18n.ts';
import { Modal } from '../ui/Modal.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { logout } from '../account/logout.ts';
import { TERMS_REQUIRED_EVENT } from './required.ts';

interface Document {
  page: string;
  version_id: number;
  lang: Lang;
  title: string;
  updated: string;
  html: string;
}

/**
 * Mounted while a player is logged in: at login, on every page load and whenever a call is
 * refused for it, asks the server which changed rules the player must accept, and shows them
 * to read and accept. Until then stakes, deposits and games are refused by the server.
 */
export default function TermsPrompt({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Prompt lang={lang} />
    </ErrorBoundary>
  );
}

function Prompt({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [documents, setDocuments] = useState<Document[]>([]);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const check = useCallback(() => {
    void apiGet<{ pending?: Document[] }>('terms/pending', { noCache: true })
      .then((answer) => setDocuments(Array.isArray(answer.pending) ? answer.pending : []))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    check();
    window.addEventListener(TERMS_REQUIRED_EVENT, check);
    return () => window.removeEventListener(TERMS_REQUIRED_EVENT, check);
  }, [check]);

  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await apiPost<{ pending: string[] }>('terms/accept', { version_ids: documents.map((d) => d.version_id) });
      setConfirmed(false);
      if (answer.pending.length > 0) return check();
      setDocuments([]);
      showToast({ id: 'terms-accepted', kind: 'success', messageKey: 'terms.accepted' });
    } catch {
      setFailed(true);
      check();
    } finally {
      setBusy(false);
    }
  };

  const date = formatsFor(lang, 'UTC').date;
  return (
    <Modal
      open={documents.length > 0}
      onClose={() => setDocuments([])}
      title={t('terms.title')}
      lang={lang}
      actions={
        <>
          <button type="button" className="isl-button isl-button--primary" disabled={!confirmed || busy} onClick={() => void accept()}>
            {t('terms.accept')}
          </button>
          <button type="button" className="isl-button isl-button--ghost" onClick={() => void logout()}>
            {t('account.logout')}
          </button>
        </>
      }
    >
      <p>{t('terms.intro')}</p>
      <div className="terms-read">
        {documents.map((d) => (
          <article key={d.version_id} className="prose terms-doc" lang={d.lang}>
            <h3>{d.title}</h3>
            <p className="terms-meta">{t('terms.updated', { date: date(Date.parse(`${d.updated}T00:00:00Z`)) })}</p>
            {d.lang !== lang ? <p className="terms-meta">{t('terms.otherLanguage')}</p> : null}
            {/* The server's rendering of the published Markdown, raw HTML escaped (src/lib/content/markdown.ts). */}
            <div dangerouslySetInnerHTML={{ __html: d.html }} />
          </article>
        ))}
      </div>
      <label className="terms-confirm">
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        <span>{t('terms.confirm')}</span>
      </label>
      {failed ? (
        <p className="acc-error" role="alert">
          {t('terms.failed')}
        </p>
      ) : null}
    </Modal>
  );
}
