// The factory every resource's sub-app starts from. It lives apart from app.ts, which mounts
// the sub-apps, so that no sub-app imports the file that imports it (no import cycle).
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { validationHook } from './errors.ts';

/** A sub-app with the shared validation hook, so every route answers bad input alike; `E` names what its routes read from the context. */
export function subApp<E extends Env = Env>(): OpenAPIHono<E> {
  // The hook's Hono context type is the generic one; each sub-app's env narrows it.
  return new OpenAPIHono<E>({ defaultHook: validationHook as never });
}
