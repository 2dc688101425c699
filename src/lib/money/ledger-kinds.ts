// The kinds of ledger entry, one list (issue 15, item 6) for the wallet that writes them and the
// statement that names them to the player (statement.kinds.<kind> in every language).

export const LEDGER_KINDS = [
  'opening_balance',
  'operator_credit',
  'operator_debit',
  'ticket_stake',
  'ticket_payout',
  'ticket_refund',
  'ticket_payout_reversal',
  'ticket_cash_out',
  'casino_bet',
  'casino_win',
  'deposit',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Whether a stored kind is one the statement has words for (an older or newer one is shown as it is). */
export function isLedgerKind(kind: string): kind is LedgerKind {
  return (LEDGER_KINDS as readonly string[]).includes(kind);
}
