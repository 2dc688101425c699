// Access to the process's running runtime for pages and the API route, without importing
// the whole server into Astro's bundle. The runtime sits under a global symbol so every
// copy of this module (the server entry's and the bundle's) sees the same one.
import type { Runtime } from './runtime.ts';

const KEY = Symbol.for('sportsbook.runtime');
type Holder = { [KEY]?: Runtime };
const holder = globalThis as Holder;

export function setCurrentRuntime(rt: Runtime | undefined): void {
  if (rt) holder[KEY] = rt;
  else delete holder[KEY];
}

/** The running runtime. Throws when the site was not started through npm start or npm run dev. */
export function runtime(): Runtime {
  const rt = holder[KEY];
  if (!rt) throw new Error('The runtime has not been started: run the site through npm start or npm run dev.');
  return rt;
}
