// Content editors: a role of their own (issue 29). An editor signs in with a username and a
// password and gets an opaque bearer token (kept as its SHA-256) that the editor routes, and
// only they, accept: it is no player token, so no money, player data or operator route takes
// it. The operator creates and removes editors; a removed editor's sign-ins end at once.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { editorSessions, editors } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { isUniqueViolation } from '../wallet/db-errors.ts';
import { passwordProblem, USERNAME_PATTERN } from '../../lib/validation/index.ts';
import { hashPassword, verifyPassword, verifyPasswordOfNobody, type ScryptParams } from './password.ts';
import { passwordHashes } from '../auth/hash-queue.ts';
import { createLoginThrottle } from './throttle.ts';

/** How long a sign-in lasts: a working day. */
export const EDITOR_SESSION_HOURS = 12;

export interface EditorDeps {
  db: Db;
  clock: { now(): number };
  log: Logger;
  config: { passwordHashing: ScryptParams };
}

export interface Editor {
  id: number;
  username: string;
  createdAt: Date;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const wrongCredentials = () => new DomainError('unauthenticated', 'wrong_credentials', 'Wrong Credentials');
const signInFirst = () => new DomainError('unauthenticated', 'editor_unauthorized', 'Sign in as an editor to continue.');

/** Opens an editor account. Refuses a bad username or password (400) and a taken username (409 editor_taken). */
export async function createEditor(deps: EditorDeps, input: { username: string; password: string }): Promise<Editor> {
  const username = input.username.trim();
  if (!USERNAME_PATTERN.test(username)) throw new DomainError('invalid', 'invalid_username', 'A username has 3 to 32 letters, digits, dots, underscores or hyphens.');
  const problem = passwordProblem(input.password);
  if (problem) throw new DomainError('invalid', 'invalid_password', 'A password has 8 to 128 characters with both letters and numbers.', { problem });
  const passwordHash = await passwordHashes.run(() => hashPassword(input.password, deps.config.passwordHashing));
  try {
    const [row] = await deps.db.insert(editors).values({ username, passwordHash }).returning();
    if (!row) throw new Error('The editor insert returned no row.');
    deps.log.info('editor created', { editor_id: row.id, username });
    return { id: row.id, username: row.username, createdAt: row.createdAt };
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('conflict', 'editor_taken', `An editor is already called "${username}".`);
    throw err;
  }
}

/** The editors who can sign in, oldest first. */
export async function listEditors(deps: Pick<EditorDeps, 'db'>): Promise<Editor[]> {
  const rows = await deps.db.select().from(editors).where(isNull(editors.removedAt)).orderBy(asc(editors.id));
  return rows.map((r) => ({ id: r.id, username: r.username, createdAt: r.createdAt }));
}

/** Removes an editor: no more sign-ins, and every open one ends now. Their versions keep their name. */
export async function removeEditor(deps: EditorDeps, username: string): Promise<Editor> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(editors)
      .set({ removedAt: now })
      .where(and(sql`lower(${editors.username}) = lower(${username})`, isNull(editors.removedAt)))
      .returning();
    if (!row) throw new DomainError('not_found', 'editor_not_found', `No editor is called "${username}".`);
    await tx
      .update(editorSessions)
      .set({ endedAt: now })
      .where(and(eq(editorSessions.editorId, row.id), isNull(editorSessions.endedAt)));
    deps.log.info('editor removed', { editor_id: row.id, username: row.username });
    return { id: row.id, username: row.username, createdAt: row.createdAt };
  });
}

/**
 * Signs an editor in: throttled like a player's login (per username and address, counted
 * before the hash), the password checked in the bounded hash queue. Answers the bearer token.
 */
export async function signInEditor(deps: EditorDeps, input: { username: string; password: string; address: string }): Promise<{ token: string; editor: Editor; expiresAt: Date }> {
  const now = deps.clock.now();
  const name = input.username.trim().toLowerCase();
  const [row] =
    name === ''
      ? []
      : await deps.db
          .select()
          .from(editors)
          .where(and(sql`lower(${editors.username}) = ${name}`, isNull(editors.removedAt)));
  // Counted under names of their own: an editor and a player of the same name never share a count.
  const keys = { username: `editor:${name}`, address: `editor:${input.address}`, countUsername: true };
  const throttle = createLoginThrottle(deps.db);
  await throttle.attempt(keys, now);
  const ok = await passwordHashes
    .run(() => (row ? verifyPassword(input.password, row.passwordHash) : verifyPasswordOfNobody(input.password)))
    .catch(async (err: unknown) => {
      if (err instanceof DomainError && err.kind === 'unavailable') await throttle.refund(keys);
      throw err;
    });
  if (!row || !ok) {
    deps.log.info('editor sign-in refused', { username: name, address: input.address });
    throw wrongCredentials();
  }
  await throttle.succeeded(keys);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + EDITOR_SESSION_HOURS * 3_600_000);
  await deps.db.insert(editorSessions).values({ tokenHash: sha256(token), editorId: row.id, createdAt: new Date(now), expiresAt });
  deps.log.info('editor signed in', { editor_id: row.id, username: row.username, address: input.address });
  return { token, editor: { id: row.id, username: row.username, createdAt: row.createdAt }, expiresAt };
}

/** The editor a bearer token belongs to, or 401 editor_unauthorized (unknown, ended, expired, editor removed). */
export async function editorOfToken(deps: Pick<EditorDeps, 'db' | 'clock'>, token: string | null): Promise<Editor & { tokenHash: string }> {
  if (!token || !TOKEN.test(token)) throw signInFirst();
  const tokenHash = sha256(token);
  const [row] = await deps.db
    .select({ id: editors.id, username: editors.username, createdAt: editors.createdAt })
    .from(editorSessions)
    .innerJoin(editors, eq(editors.id, editorSessions.editorId))
    .where(and(eq(editorSessions.tokenHash, tokenHash), isNull(editorSessions.endedAt), gt(editorSessions.expiresAt, new Date(deps.clock.now())), isNull(editors.removedAt)));
  if (!row) throw signInFirst();
  return { ...row, tokenHash };
}

/** Ends the sign-in of this token. */
export async function signOutEditor(deps: EditorDeps, editor: Editor & { tokenHash: string }): Promise<void> {
  await deps.db
    .update(editorSessions)
    .set({ endedAt: new Date(deps.clock.now()) })
    .where(eq(editorSessions.tokenHash, editor.tokenHash));
  deps.log.info('editor signed out', { editor_id: editor.id, username: editor.username });
}
