// Authentication comes first. One middleware, in front of every route, finds the operation a
// request is for in the contract and checks the credentials its declared security asks for
// (a player's bearer token, a game session, an editor's token, the operator token) before
// anything reads the request's path, query or body: without them the answer is 401, never a
// validation error that tells what the route expects. The same step refuses a player what they
// may not call yet (auth/guard.ts: before the one-time password is changed, everything but
// reads, logout and change password; before changed terms are accepted, a stake, deposit or
// game launch). Routes read the caller from the context (c.var.player, c.var.sessionId,
// c.var.gameSession, c.var.editor).
import type { Context, MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../config.ts';
import { assertMayCall, bearerToken, callerFromToken, type GuardDeps } from '../auth/guard.ts';
import { openGameSession, type GameSession, type GameSessionDeps } from '../casino/session.ts';
import { editorOfToken, type EditorDeps } from '../accounts/editors.ts';
import { isOperator } from '../http/health.ts';
import { errorJson } from './errors.ts';

/** The schemes the contract declares (app.ts registers them). */
type Scheme = 'bearer' | 'gameSession' | 'editor' | 'operator';
const SCHEMES: readonly Scheme[] = ['bearer', 'gameSession', 'editor', 'operator'];

/** What checking each scheme uses: the player guard, game sessions, editors' sign-ins and the operator token. */
export type AuthenticateDeps = GuardDeps & GameSessionDeps & Pick<EditorDeps, 'db' | 'clock'> & { config: Pick<Config, 'adminToken'> };

/** An operation: its name as the contract writes it ("POST /api/logout") and the scheme it requires (null: open to anyone). */
interface Operation {
  operation: string;
  scheme: Scheme | null;
}

export type GameSessionEnv = { Variables: { gameSession: GameSession } };

export interface Authentication {
  middleware: MiddlewareHandler;
  /** Reads the secured operations from the app's contract once every route is registered. */
  learn(app: OpenAPIHono, basePath: string): void;
}

/** The scheme a route's security requires, or null when anyone may call it (no security, or an empty alternative such as health's). */
function requiredScheme(security: Array<Record<string, unknown>> | undefined): Scheme | null {
  if (!security?.length || security.some((s) => Object.keys(s).length === 0)) return null;
  const names = new Set(security.flatMap((s) => Object.keys(s)));
  const scheme = SCHEMES.find((s) => names.has(s));
  // A scheme this step does not know would go unchecked: refuse to start rather than serve it open.
  if (names.size !== 1 || !scheme) throw new Error(`unsupported security ${JSON.stringify(security)}`);
  return scheme;
}

export function authenticateFirst(rt: AuthenticateDeps): Authentication {
  const router = new TrieRouter<Operation>();
  let learned = false;

  const check = async (c: Context, secured: Operation & { scheme: Scheme }): Promise<Response | undefined> => {
    const authorization = c.req.header('authorization');
    switch (secured.scheme) {
      case 'operator':
        if (isOperator(authorization, rt.config.adminToken)) return undefined;
        c.header('WWW-Authenticate', 'Bearer realm="operator"');
        return errorJson(c, 401, 'unauthorized', 'The operator token is missing or wrong.');
      case 'bearer': {
        const caller = await callerFromToken(rt, bearerToken(authorization));
        await assertMayCall(rt, caller.player, secured.operation);
        c.set('player', caller.player);
        c.set('sessionId', caller.sessionId);
        return undefined;
      }
      case 'gameSession': {
        const session = await openGameSession(rt, bearerToken(authorization));
        await assertMayCall(rt, session.player, secured.operation);
        c.set('gameSession', session);
        return undefined;
      }
      case 'editor':
        c.set('editor', await editorOfToken(rt, bearerToken(authorization)));
        return undefined;
    }
  };

  return {
    learn(app, basePath) {
      for (const definition of app.openAPIRegistry.definitions) {
        if (definition.type !== 'route') continue;
        const { method, path, security } = definition.route;
        const scheme = requiredScheme(security);
        const full = `${basePath}${path}`;
        router.add(method.toUpperCase(), full.replace(/\{([^}]+)\}/g, ':$1'), { operation: `${method.toUpperCase()} ${full}`, scheme });
      }
      learned = true;
    },
    middleware: async function authenticateFirstHandler(c, next) {
      if (!learned) throw new Error('authenticateFirst: learn() was not called');
      // Routing treats HEAD as GET; the first route that matches is the one that answers.
      const [matches] = router.match(c.req.method === 'HEAD' ? 'GET' : c.req.method, c.req.path);
      const first = matches[0]?.[0];
      if (first?.scheme) {
        const refused = await check(c, { ...first, scheme: first.scheme });
        if (refused) return refused;
      }
      await next();
    },
  };
}
