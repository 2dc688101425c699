// Element ids for tooltips: unique within any page (a league can appear in two blocks of one
// page, and a +N panel can repeat a bet type of the league menu above it).
let seq = 0;

export function uniqueId(prefix: string): string {
  seq = (seq + 1) % 1_000_000_000;
  return `${prefix}-${seq.toString(36)}`;
}
