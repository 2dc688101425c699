// Self sign-up and affiliate applications (issue 16). The handlers parse and shape; the rules
// live in src/server/accounts/signup.ts and src/server/affiliates.
import { createRoute, z } from '@hono/zod-openapi';
import type { Config } from '../config.ts';
import { signUp, type SignupDeps } from '../accounts/signup.ts';
import { applyForAffiliate, listAffiliateApplications, type AffiliatesDeps } from '../affiliates/index.ts';
import { operatorAuth } from '../accounts/operator-auth.ts';
import { playerView } from '../auth/player-view.ts';
import { mustChangePasswordCookie } from '../auth/forced-change.ts';
import { MIN_SIGNUP_AGE, NAME_MAX_LENGTH, SIGNUP_COUNTRIES } from '../../lib/account/signup-rules.ts';
import { AFFILIATE_MESSAGE_MAX_LENGTH, AFFILIATE_NAME_MAX_LENGTH, AFFILIATE_WEBSITE_MAX_LENGTH } from '../../lib/account/affiliate-rules.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../../lib/validation/index.ts';
import { ErrorBody } from './errors.ts';
import { clientAddress, Player } from './auth.ts';
import { subApp } from './sub-app.ts';
import { requestLang } from '../http/request-lang.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const failure = (description: string) => ({ description, ...json(ErrorBody) });

const SignupBody = z
  .object({
    username: z.string().max(USERNAME_MAX_LENGTH * 2),
    email: z.string().max(EMAIL_MAX_LENGTH * 2),
    password: z.string().max(PASSWORD_MAX_LENGTH * 4),
    repeat_password: z.string().max(PASSWORD_MAX_LENGTH * 4),
    first_name: z.string().max(NAME_MAX_LENGTH * 2),
    last_name: z.string().max(NAME_MAX_LENGTH * 2),
    date_of_birth: z
      .string()
      .max(10)
      .openapi({ example: '1990-05-17', description: `YYYY-MM-DD; at least ${MIN_SIGNUP_AGE} years before today (Belgrade calendar, server clock).` }),
    country: z
      .string()
      .max(2)
      .openapi({ example: 'RS', description: `ISO 3166-1 alpha-2, one of ${SIGNUP_COUNTRIES.join(', ')}.` }),
    accept_terms: z.boolean().openapi({ description: 'The terms and conditions are accepted; must be true.' }),
    accept_responsible_gaming: z.boolean().openapi({ description: 'The responsible-gaming text is read and accepted; must be true.' }),
  })
  .openapi('SignupRequest');

const AffiliateBody = z
  .object({
    name: z.string().max(AFFILIATE_NAME_MAX_LENGTH * 2),
    email: z.string().max(EMAIL_MAX_LENGTH * 2),
    website: z
      .string()
      .max(AFFILIATE_WEBSITE_MAX_LENGTH * 2)
      .openapi({ example: 'https://tips.example.com' }),
    country: z.string().max(2).openapi({ example: 'RS' }),
    message: z
      .string()
      .max(AFFILIATE_MESSAGE_MAX_LENGTH * 2)
      .openapi({ description: 'How the applicant would bring players; line breaks allowed.' }),
  })
  .openapi('AffiliateApplicationInput');

const AffiliateApplication = z
  .object({ id: z.number().int(), name: z.string(), email: z.string(), website: z.string(), country: z.string(), message: z.string(), created_at: z.string() })
  .openapi('AffiliateApplication');

const Paging = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .openapi({ param: { name: 'limit', in: 'query' } }),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .default(0)
    .openapi({ param: { name: 'offset', in: 'query' } }),
});

/** POST /api/signup and POST /api/affiliate-applications, for visitors. */
/** What sign-up and affiliate applications use. */
export type SignupApiDeps = SignupDeps & AffiliatesDeps;

export function signupApi(rt: SignupApiDeps) {
  const app = subApp();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/signup',
      tags: ['player'],
      // Open to anyone: a visitor has no credentials yet.
      security: [],
      summary: 'Opens an account (18 or older, terms and responsible gaming accepted) and logs the new player in on this device, with a zero balance.',
      description: "The currency is the operator's (CURRENCY). Off when the operator set SIGNUP=0 (403 signup_disabled).",
      request: { body: { required: true, ...json(SignupBody) } },
      responses: {
        201: { description: 'Opened and logged in', ...json(Player) },
        400: failure('A field breaks a rule (details.fields names each); signup_underage when younger than 18'),
        403: failure('signup_disabled: the operator has turned self sign-up off'),
        409: failure('username_taken (in any letter case)'),
        429: failure('Too many sign-ups from this address; see Retry-After'),
      },
    }),
    async (c) => {
      const b = c.req.valid('json');
      const { player, session, at } = await signUp(
        rt,
        {
          username: b.username,
          email: b.email,
          password: b.password,
          repeatPassword: b.repeat_password,
          firstName: b.first_name,
          lastName: b.last_name,
          dateOfBirth: b.date_of_birth,
          country: b.country,
          acceptTerms: b.accept_terms,
          acceptResponsibleGaming: b.accept_responsible_gaming,
        },
        { address: clientAddress(c), userAgent: c.req.header('user-agent'), lang: requestLang(c.req.raw.headers) },
      );
      c.header('Set-Cookie', mustChangePasswordCookie(false));
      return c.json({ ...playerView(player, null, at), access_token: session.access, refresh_token: session.refresh }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/affiliate-applications',
      tags: ['contact'],
      security: [],
      summary: 'Applies to become an affiliate; stored for the operator.',
      request: { body: { required: true, ...json(AffiliateBody) } },
      responses: {
        201: { description: 'Stored', ...json(z.object({ ok: z.literal(true), id: z.number().int() })) },
        400: failure('A field breaks a rule; details.fields names each'),
        429: failure('Too many applications from this address; see Retry-After'),
      },
    }),
    async (c) => {
      const id = await applyForAffiliate(rt, c.req.valid('json'), clientAddress(c));
      return c.json({ ok: true as const, id }, 201);
    },
  );

  return app;
}

/** GET /api/admin/affiliate-applications, for the operator. */
/** What the operator's list of affiliate applications uses: the database and the operator token. */
export type AdminAffiliatesApiDeps = Pick<AffiliatesDeps, 'db'> & { config: Pick<Config, 'adminToken'> };

export function adminAffiliatesApi(rt: AdminAffiliatesApiDeps) {
  const app = subApp();
  app.use('/affiliate-applications', operatorAuth({ token: rt.config.adminToken }));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/affiliate-applications',
      tags: ['operator'],
      security: [{ operator: [] }],
      summary: 'Affiliate applications, newest first.',
      request: { query: Paging },
      responses: {
        200: {
          description: 'Applications',
          ...json(z.object({ applications: z.array(AffiliateApplication), total: z.number().int(), limit: z.number().int(), offset: z.number().int() })),
        },
        400: failure('Invalid input'),
        401: failure('Missing or wrong operator token'),
      },
    }),
    async (c) => {
      const { limit, offset } = c.req.valid('query');
      const { applications, total } = await listAffiliateApplications(rt, limit, offset);
      const shaped = applications.map((a) => ({
        id: a.id,
        name: a.name,
        email: a.email,
        website: a.website,
        country: a.country,
        message: a.message,
        created_at: a.createdAt.toISOString(),
      }));
      return c.json({ applications: shaped, total, limit, offset }, 200);
    },
  );
  return app;
}
