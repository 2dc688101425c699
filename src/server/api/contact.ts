// POST /api/contact: a visitor's or player's message to support, stored for the operator
// (GET /api/admin/contact-messages). The rules are the contact form's, from src/lib/validation.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { subApp } from './sub-app.ts';
import { ApiError, ErrorBody } from './errors.ts';
import { contactMessages } from '../db/schema.ts';
import {
  CONTACT_CONTENT_MAX_LENGTH,
  CONTACT_CONTENT_MIN_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactMessageProblems,
  EMAIL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../../lib/validation/index.ts';

const WINDOW_MS = 10 * 60 * 1000;
/** Per e-mail address: a person writing many times in a row. */
const PER_EMAIL = 5;
/**
 * Per client address: one sender cycling through e-mail addresses. Behind a reverse proxy
 * every sender shares the proxy's address, so this stays generous.
 */
const PER_CLIENT = 30;
const MAX_TRACKED = 10_000;

const ContactBody = z
  .object({
    username: z.string().max(USERNAME_MAX_LENGTH).nullable().optional().openapi({ description: "The logged-in player's username, if any." }),
    email: z.string().max(EMAIL_MAX_LENGTH).openapi({ example: 'ana@example.com' }),
    subject: z.string().max(CONTACT_SUBJECT_MAX_LENGTH).openapi({ example: 'Deposit' }),
    content: z
      .string()
      .min(1)
      .max(CONTACT_CONTENT_MAX_LENGTH)
      .openapi({ description: `At least ${CONTACT_CONTENT_MIN_LENGTH} characters.` }),
  })
  .openapi('ContactMessageInput');

const route = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['contact'],
  summary: 'Sends a message to support.',
  request: { body: { required: true, content: { 'application/json': { schema: ContactBody } } } },
  responses: {
    201: { description: 'Stored', content: { 'application/json': { schema: z.object({ ok: z.literal(true), id: z.number().int() }) } } },
    400: { description: 'Invalid input; details.fields names each field and its problem', content: { 'application/json': { schema: ErrorBody } } },
    429: { description: 'Too many messages; Retry-After says when to try again', content: { 'application/json': { schema: ErrorBody } } },
  },
});

/** Counts hits per key in a sliding window; answers how many seconds until the next is allowed. */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a hit and returns 0, or returns the seconds to wait without recording. */
    hit(key: string): number {
      const t = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > t - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? t) + windowMs - t) / 1000));
      }
      recent.push(t);
      hits.set(key, recent);
      if (hits.size > MAX_TRACKED) {
        for (const [k, times] of hits) if ((times[times.length - 1] ?? 0) <= t - windowMs) hits.delete(k);
      }
      return 0;
    },
  };
}

function clientAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/** What the contact form uses: the database and the log. */
export interface ContactApiDeps {
  db: Db;
  log: Logger;
}

export function contactApi(rt: ContactApiDeps): OpenAPIHono {
  const app = subApp();
  const perEmail = createRateLimiter(PER_EMAIL, WINDOW_MS);
  const perClient = createRateLimiter(PER_CLIENT, WINDOW_MS);

  app.openapi(route, async (c) => {
    const body = c.req.valid('json');
    const input = { username: body.username ?? undefined, email: body.email, subject: body.subject, content: body.content };
    const problems = contactMessageProblems(input);
    if (Object.keys(problems).length > 0) {
      const summary = Object.entries(problems)
        .map(([field, problem]) => `${field}: ${problem}`)
        .join('; ');
      throw new ApiError(400, 'validation_failed', summary, { fields: problems });
    }
    const email = input.email.trim();
    const address = clientAddress(c);
    const wait = Math.max(address ? perClient.hit(address) : 0, perEmail.hit(email.toLowerCase()));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, 'too_many_messages', `Too many messages. Please try again in ${Math.ceil(wait / 60)} minutes.`, { retry_after_seconds: wait });
    }
    const inserted = await rt.db
      .insert(contactMessages)
      .values({ username: input.username?.trim() || null, email, subject: input.subject.trim(), content: input.content.trim() })
      .returning({ id: contactMessages.id });
    const id = inserted[0]?.id;
    if (id === undefined) throw new Error('The contact message insert returned no row.');
    rt.log.info('contact message stored', { id });
    return c.json({ ok: true as const, id }, 201);
  });

  return app;
}
