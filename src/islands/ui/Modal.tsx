import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n.ts';
import type { Lang } from '../../stores/lang.ts';
import { lockScroll } from './scroll-lock.ts';
import { useHydrated } from './useHydrated.ts';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown under the content (e.g. Yes / No). */
  actions?: ReactNode;
  lang?: Lang;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
}

/**
 * A dialog over the page: focus moves into it and cannot leave with Tab, Escape closes it,
 * the page does not scroll behind it, and focus returns where it was when it closes.
 */
export function Modal(props: ModalProps) {
  const hydrated = useHydrated();
  if (!props.open || !hydrated) return null;
  return createPortal(<Dialog {...props} />, document.body);
}

function Dialog({ onClose, title, children, actions, lang }: ModalProps) {
  const t = useT(lang);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  // Before the paint, not after it: a key pressed as soon as the dialog shows (Escape on a busy
  // phone) must already find the focus inside it.
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Where the focus goes should the opener be gone or disabled by then (a slip's submit button once the slip is placed).
    const home = previous?.closest<HTMLElement>('[data-focus-home]');
    const unlock = lockScroll();
    const root = dialog.current;
    if (root) (focusables(root).find((el) => !el.classList.contains('isl-modal__close')) ?? root).focus();
    return () => {
      unlock();
      if (previous?.isConnected && !previous.matches(':disabled')) previous.focus();
      else if (home?.isConnected) home.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusables(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="isl-modal" onMouseDown={(event) => event.target === event.currentTarget && close.current()}>
      <div ref={dialog} className="isl-modal__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="isl-modal__header">
          <h2 id={titleId} className="isl-modal__title">
            {title}
          </h2>
          <button type="button" className="isl-modal__close" aria-label={t('modal.close')} onClick={() => close.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="isl-modal__body">{children}</div>
        {actions ? <div className="isl-modal__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
