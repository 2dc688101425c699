// npm run ledger:check: checks every balance against the wallet ledger straight in the
// database (DATA_DIR or DATABASE_URL) and exits 1 on any mismatch. For a PGlite data folder
// stop the server first (one process at a time may open it) or use `npm run accounts -- check`.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { ledgerCheck } from '../src/server/wallet/index.ts';
import { formatMajor } from '../src/lib/money/index.ts';
import { escapeControlCharacters } from '../src/server/http/control-characters.ts';

async function serverAnswers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

const config = loadConfig(process.env);
if (!config.databaseUrl && !process.argv.includes('--force') && (await serverAnswers(config.port))) {
  console.error(
    `A server answers on port ${config.port}, and ${config.dataDir} is an embedded database only one process may open.\n` +
      'Use `npm run accounts -- check` while it runs, or stop it first (--force skips this check).',
  );
  process.exit(2);
}

const database = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
try {
  const result = await ledgerCheck(database.db);
  const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL';
  if (result.mismatches.length === 0) {
    console.log(`Ledger OK (${where}): ${result.playersChecked} players, ${result.entriesChecked} entries; every balance equals its ledger.`);
  } else {
    console.error(`LEDGER MISMATCH (${where}): ${result.mismatches.length} of ${result.playersChecked} players.`);
    for (const m of result.mismatches) {
      const last = m.lastBalanceAfter === null ? 'none' : formatMajor(m.lastBalanceAfter);
      console.error(`  ${escapeControlCharacters(m.username)} (id ${m.playerId}): balance ${formatMajor(m.balance)}, ledger sum ${formatMajor(m.ledgerSum)}, last balance_after ${last}`);
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
