// A match in play for a test to open: the first soccer match of the live offer with Over/Under.
import type { Page } from '@playwright/test';

/** The id of a soccer match in play that offers Over/Under. */
export async function liveSoccer(page: Page): Promise<number> {
  const { events } = (await (await page.request.get('/api/get_live_events')).json()) as { events: Array<{ fi: number; sportId: number; bets: Array<{ custom_id: string }> }> };
  const match = events.find((e) => e.sportId === 1 && e.bets.some((g) => g.custom_id === 'over_under'));
  if (!match) throw new Error('no soccer match in play with Over/Under');
  return match.fi;
}
