// npm start: build when needed, then serve the site, the API and the live socket on one port.
// The runtime starts while the site builds, and the site is served as soon as the offer is in
// memory; the database's first start and the demo players finish after (health: "starting").
import { enableCompileCache } from 'node:module';
import { buildInBackground } from './build-if-needed.ts';

// The build starts first: loading the server's modules takes seconds on a busy machine.
const built = buildInBackground();
// Reported by startServer when it waits for the build; a rejection must not crash the process first.
built.catch(() => undefined);
// Later starts load the server's modules from Node's compile cache (in the system's temp folder).
enableCompileCache();
const { startServer } = await import('../src/server/main.ts');
// Libraries (React's server renderer above all) pick their fast production build from
// NODE_ENV. The site's own mode (demo accounts, test control) keeps what the operator set.
const siteEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
process.env.NODE_ENV = 'production';
const server = await startServer(siteEnv, built);
const { rt, url } = server;
console.log(`\n  Sportsbook is running at ${url} (finishing start-up: database, demo accounts)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await rt.whenReady;
} catch {
  // Logged by the runtime: without its database the site cannot take bets or logins.
  await server.close().catch(() => undefined);
  process.exit(1);
}
const lines = [`\n  Sportsbook is ready at ${url}`, `  Database: ${rt.database.kind}${rt.database.kind === 'pglite' ? ` in ${rt.config.dataDir}` : ''}`];
if (rt.demoAccounts.length > 0) {
  lines.push('  Demo accounts:');
  for (const a of rt.demoAccounts) lines.push(`    ${a.username.padEnd(10)} password ${a.password.padEnd(14)} ${a.note}`);
}
// A token from the environment is never written to DATA_DIR: name the file only when there is one.
lines.push(
  `  Operator token: ${process.env.ADMIN_TOKEN ? 'ADMIN_TOKEN of this environment' : `${rt.config.dataDir === ':memory:' ? '.tmp/secrets' : rt.config.dataDir}/admin-token`}\n`,
);
console.log(lines.join('\n'));
