// Set up for every API test: when one fails, what the server warned of while it ran.
import { beforeEach } from 'vitest';
import { linesSince, loggedCount } from './server-log.ts';

beforeEach(({ onTestFailed }) => {
  const mark = loggedCount();
  onTestFailed(() => {
    const lines = linesSince(mark);
    if (lines.length > 0) console.error(`The server's warnings and errors while this test ran (${lines.length}):\n${lines.join('')}`);
  });
});
