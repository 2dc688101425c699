// The operator's command line, run as a real process against the API on a real port.
import { describe, expect, it } from 'vitest';
import { cliHarness } from './support/accounts-cli.ts';

const cli = cliHarness();

const accounts = (args: string[], token?: string) => cli.api.accounts(args, token);

describe('npm run accounts', () => {
  it('creates, credits, debits, lists, locks and checks', async () => {
    const created = await accounts(['create', 'erin', 'S3cretpass1', '--first', 'Erin', '--last', 'Doe', '--balance', '100.00']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('balance:           100.00 EUR');

    expect((await accounts(['credit', 'erin', '-10.00', '--reason', 'correction'])).stdout).toContain('Debited 10.00 EUR');
    const list = await accounts(['list']);
    expect(list.stdout).toMatch(/erin\s+Erin Doe\s+-\s+-\s+90\.00 EUR/);

    expect((await accounts(['lock', 'erin'])).stdout).toContain('erin is locked');
    expect((await accounts(['list'])).stdout).toContain('LOCKED');
    expect((await accounts(['unlock', 'erin'])).code).toBe(0);
    const check = await accounts(['check']);
    expect(check).toMatchObject({ code: 0 });
    expect(check.stdout).toContain('Ledger OK');
  });

  it('lists and shows the date of birth and country a player gave at sign-up', async () => {
    const form = { username: 'mila_cli', email: 'mila@example.com', password: 'opensesame7', repeat_password: 'opensesame7', first_name: 'Mila', last_name: 'Petrović' };
    const signed = await cli.h.request('/api/signup', {
      method: 'POST',
      json: { ...form, date_of_birth: '1988-09-14', country: 'ME', accept_terms: true, accept_responsible_gaming: true },
    });
    expect(signed.status).toBe(201);
    expect((await accounts(['list'])).stdout).toMatch(/mila_cli\s+Mila Petrović\s+1988-09-14\s+ME\s+0\.00 EUR/);
    const shown = (await accounts(['show', 'mila_cli'])).stdout;
    expect(shown).toContain('date of birth:     1988-09-14');
    expect(shown).toContain('country:           ME');
  });

  it('explains refusals and exits non-zero', async () => {
    const poor = await accounts(['credit', 'erin', '-1000.00']);
    expect(poor.code).toBe(1);
    expect(poor.stderr).toContain('insufficient_funds');
    const wrongToken = await accounts(['list'], 'wrong-token-wrong-token');
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain('refused the operator token');
    const usage = await accounts(['credit', 'erin']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage:');
    expect((await accounts(['--help'])).stdout).toContain('npm run accounts -- create alice');
  });
});
