// npm start: build when needed, then serve the site, the API and the live socket on one port.
import { buildIfNeeded } from './build-if-needed.ts';
import { startServer } from '../src/server/main.ts';

buildIfNeeded();
// Libraries (React's server renderer above all) pick their fast production build from
// NODE_ENV. The site's own mode (demo accounts, test control) keeps what the operator set.
const siteEnv = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };
process.env.NODE_ENV = 'production';
const server = await startServer(siteEnv);
const { rt, url } = server;
const lines = [`\n  Sportsbook is running at ${url}`, `  Database: ${rt.database.kind}${rt.database.kind === 'pglite' ? ` in ${rt.config.dataDir}` : ''}`];
if (rt.demoAccounts.length > 0) {
  lines.push('  Demo accounts:');
  for (const a of rt.demoAccounts) lines.push(`    ${a.username.padEnd(10)} password ${a.password.padEnd(14)} ${a.note}`);
}
lines.push(`  Operator token: ${rt.config.dataDir === ':memory:' ? '.tmp/secrets' : rt.config.dataDir}/admin-token (or ADMIN_TOKEN)\n`);
console.log(lines.join('\n'));

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
