// Password hashes: scrypt from node:crypto at OWASP's minimum (N=2^17, r=8, p=1). The cost
// travels with each hash ("scrypt$N$r$p$salt$hash"), so raising it later keeps old hashes
// verifiable and needsRehash tells when to upgrade one at the next login.
import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/validation/index.ts';
import { hashThreads } from './hash-threads.ts';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Bounds for a stored hash's parameters, so a corrupted row cannot make verify allocate gigabytes.
const MAX_N = 2 ** 18;
const MAX_R = 8;
const MAX_P = 4;

export class PasswordLengthError extends Error {
  readonly code = 'invalid_password_length';
}

/** The key, derived in a hash thread of the lowest priority (hash-threads.ts), off the main thread. */
function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below that at N=2^17.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return hashThreads.scrypt({ password: password.normalize('NFC'), salt, keyLength: KEY_LENGTH, options });
}

const charCount = (s: string) => [...s].length;

/** Hashes a password of 8 to 128 characters; the whole password counts, nothing is truncated. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const length = charCount(password);
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw new PasswordLengthError(`A password has ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`);
  }
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !Number.isInteger(r) || r < 1 || r > MAX_R || !Number.isInteger(p) || p < 1 || p > MAX_P) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length < 8 || key.length < 16) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** True when the password matches the stored hash; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || charCount(password) > PASSWORD_MAX_LENGTH || password.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash uses weaker parameters than the current ones. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check and answers false, for a login with an unknown
 * username, so response times do not reveal which usernames exist.
 */
export async function verifyPasswordOfNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword('nobody-has-this-password-0');
  // The same early refusals as a real check (empty, too long), so both paths take alike.
  await verifyPassword(password, await dummyHash);
  return false;
}
