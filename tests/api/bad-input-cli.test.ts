// Player-supplied text (names, e-mails, contact messages, kept from before the API refused
// control characters, or written by another tool) reaches the operator's terminal through the
// accounts CLI: every control character in it is printed escaped, never raw.
import { describe, expect, it } from 'vitest';
import { cliHarness } from './support/accounts-cli.ts';
import { createPlayer } from './support/players.ts';
import { contactMessages } from '../../src/server/db/schema.ts';

const cli = cliHarness();

// Clears the screen, retitles the window, and a C1 CSI (U+009B) that some terminals obey.
const HOSTILE = 'Eve\u001b[2J\u001b]0;owned\u0007\u009b31m\u0000';
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

async function accounts(args: string[]): Promise<string> {
  const { code, stdout, stderr } = await cli.api.accounts(args);
  expect(code, stderr).toBe(0);
  return stdout + stderr;
}

describe('accounts CLI output', () => {
  it('escapes control characters in player names and e-mails', async () => {
    // NUL cannot be stored in PostgreSQL text: the stored name holds the rest.
    const p = await createPlayer(cli.h, { username: 'evil_eve', firstName: HOSTILE.replace('\u0000', '') });
    for (const args of [['list'], ['show', p.username], ['list', '--json']]) {
      const out = await accounts(args);
      expect(out, args.join(' ')).toContain('evil_eve');
      expect(RAW.test(out), `${args.join(' ')}: ${JSON.stringify(out)}`).toBe(false);
    }
    expect(await accounts(['show', p.username])).toContain('Eve\\x1b[2J\\x1b]0;owned\\x07\\x9b31m');
  });

  it('escapes control characters in contact messages but keeps their line breaks', async () => {
    await cli.h.rt.db
      .insert(contactMessages)
      .values({ username: 'evil_eve', email: 'eve\u001b[8m@example.com', subject: 'Hi\u001b[1A\rLedger OK', content: 'first line\nsecond\u001b[2K line' });
    const out = await accounts(['messages']);
    expect(RAW.test(out), JSON.stringify(out)).toBe(false);
    expect(out).toContain('Hi\\x1b[1A\\x0dLedger OK');
    expect(out).toMatch(/first line\n\s+second\\x1b\[2K line/);
  });
});
