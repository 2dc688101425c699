// `npm run accounts -- create-editor | editors | remove-editor | acceptances`: the operator
// manages content editors and reads who accepted the terms from the command line, run as a
// real process against the API on a real port.
import { describe, expect, it } from 'vitest';
import { cliHarness } from './support/accounts-cli.ts';
import { createPlayer } from './support/players.ts';

const cli = cliHarness();

describe('npm run accounts -- editors', () => {
  it('creates an editor who can sign in, lists them and removes them', async () => {
    expect((await cli.api.accounts(['editors'])).stdout).toContain('No content editors.');
    const created = await cli.api.accounts(['create-editor', 'vesna', 'Edit0rPass1']);
    expect(created.stdout).toContain('Editor vesna created');
    expect((await cli.h.call('/api/editor/login', { method: 'POST', json: { username: 'vesna', password: 'Edit0rPass1' } })).status).toBe(200);
    expect((await cli.api.accounts(['editors'])).stdout).toMatch(/vesna[\s\S]*1 editor\(s\)/);
    expect((await cli.api.accounts(['create-editor', 'vesna', 'Edit0rPass1'])).code).toBe(1);
    expect((await cli.api.accounts(['remove-editor', 'vesna'])).stdout).toContain('Editor vesna removed');
    expect((await cli.h.call('/api/editor/login', { method: 'POST', json: { username: 'vesna', password: 'Edit0rPass1' } })).status).toBe(401);
    const missing = await cli.api.accounts(['remove-editor', 'vesna']);
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining('No editor is called "vesna"')]);
  });

  it('lists who has and has not accepted the terms', async () => {
    const p = await createPlayer(cli.h);
    const { stdout } = await cli.api.accounts(['acceptances', 'terms-and-conditions']);
    expect(stdout).toContain('terms-and-conditions, version 1 (en');
    expect(stdout).toContain('Accepted: 0');
    expect(stdout).toMatch(new RegExp(`Not accepted: \\d+[\\s\\S]*${p.username}`));
    expect((await cli.api.accounts(['acceptances', 'privacy-policy'])).code).toBe(1);
  });
});
