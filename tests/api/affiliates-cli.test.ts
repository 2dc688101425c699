// `npm run accounts -- affiliates`: the operator reads affiliate applications from the command
// line, run as a real process against the API on a real port.
import { describe, expect, it } from 'vitest';
import { cliHarness } from './support/accounts-cli.ts';

const cli = cliHarness();

describe('npm run accounts -- affiliates', () => {
  it('says when there are none, then lists an application with its site and message', async () => {
    const affiliates = () => cli.api.accounts(['affiliates']);
    expect((await affiliates()).stdout).toContain('No affiliate applications.');
    const sent = await cli.h.request('/api/affiliate-applications', {
      method: 'POST',
      json: { name: 'Ana Tips', email: 'ana@tips.example.com', website: 'https://tips.example.com', country: 'DE', message: 'A football blog\nwith weekly tips.' },
    });
    expect(sent.status).toBe(201);
    const { stdout } = await affiliates();
    expect(stdout).toContain('Ana Tips <ana@tips.example.com>  DE');
    expect(stdout).toContain('https://tips.example.com');
    expect(stdout).toContain('  with weekly tips.');
    expect(stdout).toContain('1 of 1 applications');
  });
});
