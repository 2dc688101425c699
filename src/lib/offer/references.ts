// Ledger references in the player's language: the server writes them as codes ("ticket 42",
// "demo deposit"); the account statement translates them at render. Apart from ./names.ts so
// that only the statement ships them.
import { lookup, type Translate } from './names.ts';

type Found = { key: string; params?: Record<string, string | number> };

// Ledger references as the server writes them.
const REFERENCES: ReadonlyArray<[RegExp, (m: RegExpExecArray) => Found]> = [
  [/^ticket (\d+)$/, (m) => ({ key: 'statement.ref.ticket', params: { id: m[1]! } })],
  [/^cash ?out (?:of )?ticket (\d+)$/i, (m) => ({ key: 'statement.ref.cashOut', params: { id: m[1]! } })],
  [/^demo deposit$/, () => ({ key: 'statement.ref.demoDeposit' })],
  [/^account opened$/, () => ({ key: 'statement.ref.accountOpened' })],
  [/^(.+) round (\S+)$/, (m) => ({ key: 'statement.ref.casinoRound', params: { game: m[1]!, round: m[2]! } })],
];

/** A statement line's reference in the page language ("ticket 42" -> "Tiket 42"); an operator's note stays as written. */
export function statementReference(t: Translate, reference: string): string {
  for (const [pattern, build] of REFERENCES) {
    const m = pattern.exec(reference);
    if (!m) continue;
    const found = build(m);
    return lookup(t, found.key, reference, found.params);
  }
  return reference;
}
