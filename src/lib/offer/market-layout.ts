// How a market's odds are laid out in rows (issue 27): a two-sided market of lines (Over with
// Under of the same line, a handicap with its opposite) is shown one line per row, the two
// sides side by side at every width, whatever order the feed sends its odds in.

interface Side {
  name: string;
  handicap: string | null;
}

const lineOf = (handicap: string | null): number => Number(handicap);

/**
 * The rows of a two-sided market of lines, each [first side, second side] (a side the feed
 * does not offer on a line is null); null when the market is not one (a 1 / X / 2, a correct
 * score): its odds then flow as they come.
 */
export function lineRows<T>(items: readonly T[], sideOf: (item: T) => Side): Array<[T | null, T | null]> | null {
  if (items.length < 2) return null;
  const sides = items.map(sideOf);
  if (sides.some((s) => !s.handicap || !Number.isFinite(lineOf(s.handicap)))) return null;
  const names = [...new Set(sides.map((s) => s.name))];
  if (names.length !== 2) return null;
  const first = items.filter((_, i) => sides[i]!.name === names[0]);
  const second = items.filter((_, i) => sides[i]!.name === names[1]);
  // Over/Under share their line ("2.5"); a handicap, written with its sign, pairs with the opposite one (1 -1.5 with 2 +1.5).
  const signed = sides.some((s) => /^[+-]/.test(s.handicap!.trim()));
  const partnerLine = (a: T) => (signed ? -1 : 1) * lineOf(sideOf(a).handicap);
  const unused = new Set(second);
  const rows: Array<[T | null, T | null]> = first.map((a) => {
    const b = [...unused].find((o) => lineOf(sideOf(o).handicap) === partnerLine(a)) ?? null;
    if (b) unused.delete(b);
    return [a, b];
  });
  for (const b of unused) rows.push([null, b]);
  return rows;
}
