// Affiliate applications from /become-affiliate: checked by the form's rules, throttled per
// address like sign-ups, stored for the operator to read (GET /api/admin/affiliate-applications).
import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { affiliateApplications } from '../db/schema.ts';
import { DomainError } from '../domain-error.ts';
import { countFromAddress } from '../accounts/throttle.ts';
import { affiliateProblems, type AffiliateInput } from '../../lib/account/affiliate-rules.ts';

/** What affiliate applications use: the database, the clock (the address throttle) and the log. */
export interface AffiliatesDeps {
  db: Db;
  clock: Clock;
  log: Logger;
}

export type AffiliateApplication = typeof affiliateApplications.$inferSelect;

/** Stores an application; refuses a form breaking a rule (400, details.fields) and too many from one address (429). */
export async function applyForAffiliate(rt: AffiliatesDeps, input: AffiliateInput, address: string): Promise<number> {
  const problems = affiliateProblems(input);
  if (Object.keys(problems).length > 0) {
    const summary = Object.entries(problems)
      .map(([field, problem]) => `${field}: ${problem}`)
      .join('; ');
    throw new DomainError('invalid', 'validation_failed', summary, { fields: problems });
  }
  const now = rt.clock.now();
  await countFromAddress(rt.db, 'affiliate', address, now, 'too_many_applications', 'Too many applications from this address. Please try again later.');
  const [row] = await rt.db
    .insert(affiliateApplications)
    .values({
      name: input.name.trim(),
      email: input.email.trim(),
      website: input.website.trim(),
      country: input.country,
      message: input.message.trim(),
      address: address.slice(0, 64),
      createdAt: new Date(now),
    })
    .returning({ id: affiliateApplications.id });
  if (!row) throw new Error('The affiliate application insert returned no row.');
  rt.log.info('affiliate application stored', { id: row.id });
  return row.id;
}

/** Applications, newest first, with the total. */
export async function listAffiliateApplications(rt: Pick<AffiliatesDeps, 'db'>, limit: number, offset: number): Promise<{ applications: AffiliateApplication[]; total: number }> {
  const [applications, totals] = await Promise.all([
    rt.db.select().from(affiliateApplications).orderBy(desc(affiliateApplications.createdAt), desc(affiliateApplications.id)).limit(limit).offset(offset),
    rt.db.select({ n: count() }).from(affiliateApplications),
  ]);
  return { applications, total: totals[0]?.n ?? 0 };
}
