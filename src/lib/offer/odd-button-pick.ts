// Reads the pick an odds button stands for from the data attributes odd-button.ts writes
// (the other half of the odds buttons' contract): what the slip's click script, loaded by
// every page, puts in the slip.

/** The odds buttons a click puts in the slip: server-rendered rows' and match pages' buttons. */
export const ODD_SELECTOR = '[data-odd], button.odd[data-odd-custom-id]';

/** What a button's attributes put in the slip (the slip store's Pick). */
export interface ButtonPick {
  match: { id: number; home: string; away: string; time: number; sportId: number; league: string };
  isLive: boolean;
  bet: { name: string; realName: string };
  odd: { name: string; header: string; handicap: string; custom_id: string; value: number; name2?: string };
}

const int = (text: string | undefined): number => {
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};

/**
 * A button's attributes with those its row and group carry for it (odd-button.ts); the
 * button's own win. A button that carries everything itself is read as it is. A row's star
 * reads its match the same way.
 */
export function datasetOfButton(button: HTMLElement): Record<string, string | undefined> {
  return { ...button.closest<HTMLElement>('[data-home]')?.dataset, ...button.closest<HTMLElement>('[data-bet-name]')?.dataset, ...button.dataset };
}

/** The pick of a button from its dataset (data-odd-custom-id read as oddCustomId), or null when its data is incomplete. */
export function pickOfButton(d: Readonly<Record<string, string | undefined>>): ButtonPick | null {
  const id = int(d.eventId);
  const value = int(d.oddValue);
  if (!id || !d.oddCustomId || value <= 0) return null;
  const betName = d.betName ?? '';
  return {
    match: { id, home: d.home ?? '', away: d.away ?? '', time: int(d.eventTime), sportId: int(d.sportId), league: d.league ?? '' },
    isLive: d.live === 'true',
    bet: { name: d.betDisplay || betName, realName: betName },
    odd: { name: d.oddName ?? '', header: d.oddHeader ?? '', handicap: d.handicap ?? '', custom_id: d.oddCustomId, value, ...(d.oddName2 ? { name2: d.oddName2 } : {}) },
  };
}
