// The player's choice of which odds changes a ticket takes without asking again (spec
// section 4), defined once for the slip store, the API schema and the ticket service. Apart
// from rules.ts because the stored slip, which every page loads, names the choices.

/** Which odds changes the player accepts without being asked again. */
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

/** Whether a pick seen at `seen` may be placed at `current` under the player's choice. */
export function acceptsOddsChange(policy: OddsChangePolicy, seen: number, current: number): boolean {
  if (seen === current) return true;
  if (policy === 'any') return true;
  return policy === 'higher' && current > seen;
}
