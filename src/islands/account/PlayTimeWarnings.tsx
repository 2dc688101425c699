// The browser's side of the daily session time limit: warnings 10 minutes and 1 minute before
// the end. The server is the authority (it ends every session at the limit, on every node);
// this only reads when the end falls (GET /account/session-time) and shows a toast in time.
// It reads again every few minutes, since time on another device moves the end closer.
import { useEffect } from 'react';
import { PLAY_TIME_WARNINGS_MINUTES } from '../../lib/limits/play-time.ts';
import { showToast } from '../../stores/toasts.ts';

const READ_EVERY_MS = 4 * 60_000;

export default function PlayTimeWarnings() {
  useEffect(() => {
    let timers: ReturnType<typeof setTimeout>[] = [];
    const shown = new Set<number>();
    let stopped = false;
    const plan = async () => {
      const { apiGet } = await import('../api/client.ts');
      const time = await apiGet<{ ends_at: string | null }>('account/session-time', { noCache: true }).catch(() => null);
      if (stopped) return;
      timers.forEach(clearTimeout);
      timers = [];
      if (!time?.ends_at) return;
      const endsAt = Date.parse(time.ends_at);
      for (const minutes of PLAY_TIME_WARNINGS_MINUTES) {
        const wait = endsAt - minutes * 60_000 - Date.now();
        if (wait < -60_000 || shown.has(minutes)) continue;
        timers.push(
          setTimeout(
            () => {
              shown.add(minutes);
              showToast({ id: `play-time-${minutes}`, kind: 'info', messageKey: 'account.sessionTime.warning', params: { minutes }, persistent: minutes === 1 });
            },
            Math.max(0, wait),
          ),
        );
      }
    };
    void plan();
    const every = setInterval(() => void plan(), READ_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(every);
      timers.forEach(clearTimeout);
    };
  }, []);
  return null;
}
