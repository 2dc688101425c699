// The wallet's public face: ledger entries, balance pushes and the ledger check.
export {
  applyLedgerEntry,
  linkedDebit,
  postLedgerEntry,
  publishBalance,
  recentEntries,
  storedBalanceMessage,
  LedgerError,
  type AppliedEntry,
  type DbOrTx,
  type LedgerEntry,
  type LedgerErrorCode,
  type LedgerInput,
  type LinkedDebit,
  type LinkedDebitResult,
  type LinkedDebitShape,
  type LinkedDebitValues,
  type Tx,
} from './ledger.ts';
export { ledgerCheck, type LedgerCheckResult, type LedgerMismatch } from './check.ts';
export { isCheckViolation, isUniqueViolation } from './db-errors.ts';
