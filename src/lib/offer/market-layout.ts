// How a market's odds are laid out in rows (issue 27): a two-sided market of lines (Over with
// Under of the same line, a handicap with its opposite) is shown one line per row, the two
// sides side by side at every width, whatever order the feed sends its odds in.

interface Side {
  name: string;
  handicap: string | null;
}

/**
 * The rows of a two-sided market of lines, each [first side, second side] (a side the feed
 * does not offer on a line is null); null when the market is not one (a 1 / X / 2, a correct
 * score): its odds then flow as they come. Kept small: the live match island ships it.
 */
export function lineRows<T>(items: readonly T[], sideOf: (item: T) => Side): Array<[T | null, T | null]> | null {
  const sides = items.map(sideOf);
  const [first, second, ...more] = new Set(sides.map((s) => s.name));
  if (second === undefined || more.length || sides.some((s) => !s.handicap || isNaN(+s.handicap))) return null;
  // Over/Under share their line ("2.5"); a handicap, written with its sign, pairs with the opposite one (1 -1.5 with 2 +1.5).
  const flip = sides.some((s) => /^\s*[+-]/.test(s.handicap!)) ? -1 : 1;
  const unpaired = items.filter((_, i) => sides[i]!.name === second);
  const rows = items
    .filter((_, i) => sides[i]!.name === first)
    .map((a): [T | null, T | null] => {
      const j = unpaired.findIndex((b) => +sideOf(b).handicap! === flip * +sideOf(a).handicap!);
      return [a, j < 0 ? null : unpaired.splice(j, 1)[0]!];
    });
  return [...rows, ...unpaired.map((b): [T | null, T | null] => [null, b])];
}
