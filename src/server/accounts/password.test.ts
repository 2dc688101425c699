import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT, hashPassword, needsRehash, PasswordLengthError, verifyPassword, verifyPasswordOfNobody } from './password.ts';

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashes', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('S3cretpass1', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('S3cretpass1', hash)).toBe(true);
    expect(await verifyPassword('S3cretpass2', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('S3cretpass1', FAST)).not.toBe(await hashPassword('S3cretpass1', FAST));
  });

  it('uses all 128 characters: a change in the last one is a different password', async () => {
    const long = `a1${'x'.repeat(125)}y`;
    const hash = await hashPassword(long, FAST);
    expect(await verifyPassword(long, hash)).toBe(true);
    expect(await verifyPassword(`${long.slice(0, -1)}z`, hash)).toBe(false);
  });

  it('refuses to hash fewer than 8 or more than 128 characters', async () => {
    await expect(hashPassword('short1', FAST)).rejects.toBeInstanceOf(PasswordLengthError);
    await expect(hashPassword(`a1${'x'.repeat(127)}`, FAST)).rejects.toBeInstanceOf(PasswordLengthError);
  });

  it('treats a malformed or absurd stored hash as a mismatch', async () => {
    for (const stored of ['', 'plain', 'scrypt$1000$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5', 'scrypt$4194304$8$1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5', 'bcrypt$x']) {
      expect(await verifyPassword('S3cretpass1', stored), stored).toBe(false);
    }
  });

  it('asks for a rehash when the stored cost is below the current one', async () => {
    expect(needsRehash(await hashPassword('S3cretpass1', FAST))).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });

  // The production cost: 128 MiB and about 0.3 s of a core a hash on a quiet machine, seconds on
  // a loaded one (a clean-clone CI on a slow hour took over 5 s for the nobody check below).
  const production = { timeout: 30_000 };

  it('hashes at OWASP strength by default (N=2^17, r=8, p=1) and verifies it', production, async () => {
    const hash = await hashPassword('demo1234');
    expect(hash.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(DEFAULT_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it('answers false for an unknown user after doing the same work', production, async () => {
    expect(await verifyPasswordOfNobody('whatever1')).toBe(false);
  });
});
