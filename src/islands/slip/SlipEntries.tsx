import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $oddFlags } from '../../stores/odd-flags.ts';
import type { Slip, SlipEntry } from '../../stores/slip.ts';
import { removeBet, removeEvent, setEnabled, setFixed } from '../../stores/slip-actions.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { leagueName } from '../../lib/offer/names.ts';
import { pickName } from '../../lib/offer/pick-name.ts';
import { Modal } from '../ui/Modal.tsx';
import type { T } from '../i18n.ts';
import type { Lang } from '../../stores/lang.ts';

interface Props {
  slip: Slip;
  t: T;
  lang: Lang;
  /** On mobile, removing a match with more than one bet first lists its bets in a modal. */
  confirmMatchRemoval: boolean;
  locked: boolean;
}

const eventName = (e: SlipEntry) => (e.match.home || e.match.away ? `${e.match.home} - ${e.match.away}` : `#${e.match.id}`);

/** The slip's matches and their bets: check icon, odds (flagged when they moved), remove. */
export function SlipEntries({ slip, t, lang, confirmMatchRemoval, locked }: Props) {
  const [asking, setAsking] = useState<SlipEntry | null>(null);
  const liveFlags = useStore($oddFlags);
  const now = Date.now();
  const system = slip.type === 'system';

  const remove = (entry: SlipEntry) => {
    if (confirmMatchRemoval && entry.bets.length > 1) setAsking(entry);
    else removeEvent(entry.match.id);
  };

  return (
    <>
      {/* Focusable: a long slip scrolls here, and while the confirmation locks its controls a
          keyboard user still needs a way to scroll it (WCAG 2.2, scrollable region focusable). */}
      <ul className="slip-entries" tabIndex={0} aria-label={t('slip.entries')}>
        {slip.entries.map((entry) => (
          <li key={entry.match.id} className="slip-entry">
            <div className="slip-entry__head">
              <div className="slip-entry__event">
                <span className="slip-entry__teams">{eventName(entry)}</span>
                <span className="slip-entry__meta">
                  {entry.isLive ? <span className="slip-live">{t('slip.live')}</span> : entry.match.time > 0 ? formatsFor(lang).dateTime(entry.match.time * 1000) : null}
                  {entry.match.league ? ` · ${leagueName(t, { id: 0, name: entry.match.league })}` : null}
                </span>
              </div>
              {system ? (
                <label className="slip-fixed">
                  <input
                    type="checkbox"
                    checked={entry.fixed}
                    disabled={locked}
                    onChange={(e) => setFixed(entry.match.id, e.currentTarget.checked)}
                    aria-label={t('slip.fixedLabel', { event: eventName(entry) })}
                  />
                  <span aria-hidden="true">{t('slip.fixed')}</span>
                </label>
              ) : null}
              <button type="button" className="slip-icon-btn" disabled={locked} aria-label={t('slip.removeEvent', { event: eventName(entry) })} onClick={() => remove(entry)}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <ul className="slip-bets">
              {entry.bets.map((bet) => {
                const label = pickName(t, bet);
                const startedBet = !bet.isLive && bet.timeout !== undefined && bet.timeout <= now;
                // A refused slip's flag stays until accepted; a pushed move (live or pre-match) shows for as long as the odds buttons flag it.
                const change = bet.change ?? liveFlags[`${entry.match.id}:${bet.odd.custom_id}`];
                return (
                  <li key={bet.odd.custom_id} className={`slip-bet${bet.disabled ? ' slip-bet--off' : ''}`}>
                    <button
                      type="button"
                      role="checkbox"
                      aria-checked={!bet.disabled}
                      className="slip-check"
                      disabled={locked || (bet.disabled && (startedBet || bet.unavailable === true))}
                      aria-label={t(bet.disabled ? 'slip.enable' : 'slip.disable', { bet: `${eventName(entry)}, ${label}` })}
                      onClick={() => setEnabled(entry.match.id, bet.odd.custom_id, bet.disabled)}
                    >
                      <span aria-hidden="true">{bet.disabled ? '' : '✓'}</span>
                    </button>
                    <span className="slip-bet__label">
                      {label}
                      {startedBet ? (
                        <>
                          {' '}
                          · <span className="slip-bet__started">{t('slip.started')}</span>
                        </>
                      ) : null}
                      {bet.unavailable ? (
                        <>
                          {' '}
                          · <span className="slip-bet__started">{t('slip.unavailable')}</span>
                        </>
                      ) : null}
                    </span>
                    <span className={`slip-bet__odd${change ? ` slip-bet__odd--${change}` : ''}`} data-change={change} data-odds={bet.odd.value}>
                      {change ? <span className="isl-visually-hidden">{t(change === 'higher' ? 'slip.oddsHigher' : 'slip.oddsLower')} </span> : null}
                      {change ? <span aria-hidden="true">{change === 'higher' ? '▲' : '▼'} </span> : null}
                      {formatsFor(lang).odds(bet.odd.value)}
                    </span>
                    <button
                      type="button"
                      className="slip-icon-btn"
                      disabled={locked}
                      aria-label={t('slip.remove', { bet: `${eventName(entry)}, ${label}` })}
                      onClick={() => removeBet(entry.match.id, bet.odd.custom_id)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        lang={lang}
        title={t('slip.removeEventTitle')}
        actions={
          <>
            <button type="button" className="isl-button isl-button--ghost" onClick={() => setAsking(null)}>
              {t('slip.no')}
            </button>
            <button
              type="button"
              className="isl-button"
              onClick={() => {
                if (asking) removeEvent(asking.match.id);
                setAsking(null);
              }}
            >
              {t('slip.yes')}
            </button>
          </>
        }
      >
        <p>{t('slip.removeEventText')}</p>
        <p className="slip-modal-event">{asking ? eventName(asking) : ''}</p>
        <ul className="slip-modal-list">
          {asking?.bets.map((b) => (
            <li key={b.odd.custom_id}>
              {pickName(t, b)} <strong data-odds={b.odd.value}>{formatsFor(lang).odds(b.odd.value)}</strong>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
