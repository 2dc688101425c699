import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Runtime } from '../runtime.ts';
import { subApp } from './app.ts';

export function contactApi(_rt: Runtime): OpenAPIHono {
  return subApp();
}
