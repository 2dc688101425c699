// The dev server hosts the runtime through an Astro hook that `astro build` also runs when
// NODE_ENV=development (for its content sync). npm start builds in the background while its
// own runtime holds the data folder, so a build that opened a runtime too failed on the folder's
// lock and took the start down with it. Only `astro dev` may start the runtime.
import { describe, expect, it } from 'vitest';
import type { AstroIntegration } from 'astro';
import config from '../../astro.config.mjs';

const runtimeIntegration = () => (config.integrations ?? []).flat().find((i): i is AstroIntegration => (i as AstroIntegration | undefined)?.name === 'sportsbook-runtime')!;

describe('the sportsbook-runtime integration', () => {
  it('starts no runtime during a build', async () => {
    const hooks = runtimeIntegration().hooks as Record<string, (options: unknown) => Promise<void> | void>;
    await hooks['astro:config:setup']!({ command: 'build', addClientDirective: () => undefined });
    const used: unknown[] = [];
    const server = { middlewares: { use: (fn: unknown) => used.push(fn) }, httpServer: { on: (event: unknown) => used.push(event) } };
    await hooks['astro:server:setup']!({ server });
    expect(used).toEqual([]);
  });
});
