// What an odds button says to a screen reader (issue 31, part 3): "Manchester City to win,
// 1.56" rather than "1 1.56". The button holds this lead in visually hidden text before its
// price, so the name follows the price wherever the price is rewritten (a push, another odds
// format) without anyone keeping a label in step.

export interface SpokenOdd {
  /** The odd's name as the slip knows it: "1", "Draw", "2" or the market's own. */
  name: string;
  /** The label the button shows ("1", "Over 2.5"), in the page language. */
  label: string;
  home: string;
  away: string;
  /** The market's name in the page language; left unsaid for a match's main market. */
  market: string;
  main: boolean;
}

export interface SpokenTexts {
  /** "{{team}} to win" with the team filled in. */
  win: (team: string) => string;
  draw: string;
}

/** The words before the price: the team to win, the draw, or the market and the label. */
export function spokenOddLead(odd: SpokenOdd, tx: SpokenTexts): string {
  const pick = odd.name === '1' ? tx.win(odd.home) : odd.name === '2' ? tx.win(odd.away) : odd.name === 'Draw' ? tx.draw : null;
  if (pick && odd.main) return pick;
  return `${odd.market}: ${pick ?? odd.label}`;
}
