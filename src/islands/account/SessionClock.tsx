import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import type { T } from '../i18n.ts';
import { $sessionPlay, clockText } from './session-play.ts';

/**
 * The session clock in the headers' slots ([data-session-clock], desktop top bar and mobile
 * header): time since login, from the server's session start, ticking every second. Part of
 * the session keeper's lazy chunk, so a visitor's page loads none of it.
 */
export function SessionClocks({ t }: { t: T }) {
  const play = useStore($sessionPlay);
  const [now, setNow] = useState(() => Date.now());
  const [slots, setSlots] = useState<HTMLElement[]>([]);
  useEffect(() => setSlots([...document.querySelectorAll<HTMLElement>('[data-session-clock]')]), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!play) return null;
  const text = clockText(now - play.startedAtLocal);
  return (
    <>
      {slots.map((slot, i) =>
        createPortal(
          <span className="session-clock" role="timer" aria-label={`${t('playtime.clockLabel')} ${text}`} title={t('playtime.clockLabel')}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
              <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <span data-session-clock-text>{text}</span>
          </span>,
          slot,
          `clock-${i}`,
        ),
      )}
    </>
  );
}
