import { useEffect, useState } from 'react';
import { formatsFor } from '../lib/format/locale.ts';
import { pageLang } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';

/** The desktop top bar's clock in the page language ("23.11.2026. 18:30:05 GMT+1" in sr), ticking on the second. */
export default function Clock() {
  return (
    <ErrorBoundary>
      <Ticking />
    </ErrorBoundary>
  );
}

function Ticking() {
  // Null on the server and at hydration: the server cannot know the visitor's second.
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // Aligned to the wall-clock second so the display never skips or lags one.
      timer = setTimeout(tick, 1000 - (at % 1000));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);

  return (
    <time className="isl-clock" dateTime={now === null ? undefined : new Date(now).toISOString()}>
      {now === null ? '\u00a0' : formatsFor(pageLang()).clock(now)}
    </time>
  );
}
