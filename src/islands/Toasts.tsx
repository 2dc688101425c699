import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast, type Toast } from '../stores/toasts.ts';
import { reconcileLang } from '../stores/lang.ts';
import { pageLang, useT, type T } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { useHydrated } from './ui/useHydrated.ts';

/** The toasts of $toasts, top-right. Mounted once on every page of both layouts. */
export default function Toasts() {
  return (
    <ErrorBoundary>
      <ToastList />
    </ErrorBoundary>
  );
}

function ToastList() {
  const toasts = useStore($toasts);
  const hydrated = useHydrated();
  const t = useT();

  // The one island on every page restores a lost language cookie from local storage.
  useEffect(() => reconcileLang(pageLang()), []);

  // The live regions exist from the first paint so that later toasts are announced. The polite
  // one is the page's status (role=status): a settled bet, a notice; errors are assertive.
  return (
    <div className="isl-toasts" aria-label={hydrated ? t('toast.region') : undefined} role={hydrated ? 'region' : undefined}>
      <div role="status" aria-live="polite">
        {hydrated && toasts.filter((toast) => toast.kind !== 'error').map((toast) => <ToastItem key={toast.id} toast={toast} t={t} />)}
      </div>
      <div aria-live="assertive">{hydrated && toasts.filter((toast) => toast.kind === 'error').map((toast) => <ToastItem key={toast.id} toast={toast} t={t} />)}</div>
    </div>
  );
}

function ToastItem({ toast, t }: { toast: Toast; t: T }) {
  const text = toast.messageKey ? t(toast.messageKey, toast.params) : (toast.message ?? '');
  return (
    // Announced by the live region it is added to (polite, or assertive for errors), once: a
    // role of its own would make a second region, which some screen readers read twice.
    <div className={`isl-toast isl-toast--${toast.kind}`}>
      <p className="isl-toast__text">
        {text}
        {toast.detail ? <span className="isl-toast__detail">{toast.detail}</span> : null}
      </p>
      <button type="button" className="isl-toast__dismiss" aria-label={t('toast.dismiss')} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
