// npm run ledger:check: checks every balance against the wallet ledger straight in the
// database (DATA_DIR or DATABASE_URL) and exits 1 on any mismatch. A PGlite data folder that a
// server holds is refused (exit 2): stop the server first, or use `npm run accounts -- check`.
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirBusyError } from '../src/server/db/data-dir-lock.ts';
import { ledgerCheck } from '../src/server/wallet/index.ts';
import { formatMajor } from '../src/lib/money/index.ts';
import { escapeControlCharacters } from '../src/server/http/control-characters.ts';

const config = loadConfig(process.env);
// A PGlite folder open in a server (or any process) is refused by its lock, with a message.
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase({ dataDir: config.dataDir, url: config.databaseUrl });
} catch (err) {
  if (!(err instanceof DataDirBusyError)) throw err;
  console.error(err.message);
  process.exit(2);
}
try {
  const result = await ledgerCheck(database.db);
  const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL';
  if (result.mismatches.length === 0) {
    console.log(`Ledger OK (${where}): ${result.playersChecked} players, ${result.entriesChecked} entries; every balance equals its ledger.`);
  } else {
    console.error(`LEDGER MISMATCH (${where}): ${result.mismatches.length} of ${result.playersChecked} players.`);
    for (const m of result.mismatches) {
      const last = m.lastBalanceAfter === null ? 'none' : formatMajor(m.lastBalanceAfter);
      console.error(
        `  ${escapeControlCharacters(m.username)} (id ${m.playerId}): balance ${formatMajor(m.balance)}, ledger sum ${formatMajor(m.ledgerSum)}, last balance_after ${last}`,
      );
    }
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
