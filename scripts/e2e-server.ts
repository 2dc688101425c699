// The server the end-to-end suite talks to: a fresh data folder each run, then npm start's server.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? '.tmp/e2e-data', { recursive: true, force: true });
await import('./start.ts');
