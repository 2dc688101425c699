import type { ReactNode, Ref } from 'react';
import type { T } from '../i18n.ts';
import { TicketIcon } from '../ui/icons.tsx';

export type SlipLayout = 'panel' | 'page';

/**
 * The slip's box: the desktop column's heading, then the body. It takes the focus back
 * (data-focus-home, ui/Modal.tsx) when what had it is gone, e.g. the submit button of a slip
 * just placed.
 */
export function Frame({ t, layout, children, ref }: { t: T; layout: SlipLayout; children: ReactNode; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} className={`slip slip--${layout}`} aria-label={t('slip.title')} tabIndex={-1} data-focus-home="">
      {layout === 'panel' ? (
        <div className="slip__head">
          <TicketIcon />
          <h2>{t('slip.title')}</h2>
        </div>
      ) : null}
      <div className="slip__body">{children}</div>
    </section>
  );
}

/** The empty slip (spec section 4): the message and the ways to find something to bet on. */
export function Empty({ t }: { t: T }) {
  return (
    <div className="slip-empty">
      <p>{t('slip.empty_bet_slip_message')}</p>
      <div className="slip-actions">
        <a className="isl-button isl-button--ghost" href="/sports-betting">
          {t('slip.sportsBetting')}
        </a>
        <a className="isl-button isl-button--ghost" href="/live-betting">
          {t('slip.liveBetting')}
        </a>
      </div>
    </div>
  );
}
