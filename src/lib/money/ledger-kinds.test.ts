import { describe, expect, it } from 'vitest';
import { ISLAND_RESOURCES, LANGS } from '../../i18n/index.ts';
import { isLedgerKind, LEDGER_KINDS } from './ledger-kinds.ts';

describe('the ledger kinds', () => {
  it.each(LANGS)('each has words on the %s statement', (lang) => {
    for (const kind of LEDGER_KINDS) expect(ISLAND_RESOURCES[lang][`statement.kinds.${kind}`], kind).toBeTruthy();
  });

  it('knows its own kinds and no others', () => {
    expect(LEDGER_KINDS.every(isLedgerKind)).toBe(true);
    expect(isLedgerKind('deposit')).toBe(true);
    expect(isLedgerKind('free_money')).toBe(false);
  });
});
