// `npm run accounts -- cash-out`: the operator turns cash out off and on (everything, a sport,
// an event) and reads the cash-out statistics from the command line, over the operator API.
import { describe, expect, it } from 'vitest';
import { cliHarness } from './support/accounts-cli.ts';

const cli = cliHarness();

describe('npm run accounts -- cash-out', () => {
  it('shows the switches and statistics, turns cash out off and on, and refuses a malformed switch', async () => {
    const first = await cli.api.accounts(['cash-out']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Cash out is on everywhere.');
    expect(first.stdout).toMatch(/Cash outs: 0 \(0 full, 0 partial, 0 automatic\); paid 0\.00, fair value 0\.00, margin earned 0\.00 \(margin \d+\.\d{2}%\)\./);

    expect((await cli.api.accounts(['cash-out', 'off', 'sport', '1'])).stdout).toContain('Cash out is off for: sport 1.');
    expect((await cli.api.accounts(['cash-out', 'off', 'all'])).stdout).toContain('Cash out is off for: every bet, sport 1.');
    // The API itself holds it: what the CLI set is what the operator API answers.
    const switches = await cli.h.request('/api/admin/cash-out/switches', { admin: true });
    expect(await switches.json()).toEqual({ off: ['all', 'sport:1'] });

    expect((await cli.api.accounts(['cash-out', 'on', 'all'])).stdout).toContain('Cash out is off for: sport 1.');
    expect((await cli.api.accounts(['cash-out', 'on', 'sport', '1'])).stdout).toContain('Cash out is on everywhere.');
    const json = await cli.api.accounts(['cash-out', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ off: [], statistics: { cash_outs: 0 } });

    for (const bad of [
      ['cash-out', 'off'],
      ['cash-out', 'off', 'sport'],
      ['cash-out', 'maybe', 'all'],
      ['cash-out', 'off', 'event', 'x1'],
    ]) {
      const refused = await cli.api.accounts(bad);
      expect(refused.code, bad.join(' ')).toBe(2);
      expect(refused.stderr).toContain('Usage: npm run accounts -- cash-out');
    }
  });
});
