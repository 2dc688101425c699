// The Chromium that the end-to-end suite and the browser benches drive: CHROMIUM_PATH, else the
// system's (Debian's packages), else the one `npx playwright install chromium` downloaded.
// Debian's headless shell comes first: it is the build Playwright itself runs headless, and it
// did the whole suite in 463 s and 784 CPU-seconds where the full browser took 721 s and 1,160
// (2 cores, 2026-11-28). npm test installs it when it runs as root on Debian and finds it
// missing (the full browser stays the fallback); elsewhere it says in one line what to run
// instead of failing every browser test.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';

/** Where Debian's packages put the browser: the headless shell, then the full browser. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SYSTEM_CHROMIUM = [HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Flags for a headless Chromium in a container: no sandbox (root), no GPU, nothing fetched in the background. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The browser's executable, or undefined when this machine has none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const system = SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (system) return system;
  const downloaded = chromium.executablePath();
  return existsSync(downloaded) ? downloaded : undefined;
}

/** The one line that says how to get a browser here. */
export const MISSING_CHROMIUM =
  'No Chromium for the end-to-end suite: run `npx playwright install chromium` (or as root on Debian `apt-get install chromium-headless-shell`, or set CHROMIUM_PATH)';

function onDebianAsRoot(): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/etc/os-release')) return false;
  return /^ID=debian$/m.test(readFileSync('/etc/os-release', 'utf8'));
}

const run = promisify(execFile);

/**
 * Finds the browser, first installing Debian's headless shell when that is possible here and it
 * is missing; undefined when there is no browser at all. Asynchronous so that the install runs
 * beside the static checks: a failed install leaves whatever browser was already there.
 */
export async function ensureChromium(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  if (env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL) || !onDebianAsRoot()) return findChromium(env);
  console.log('Installing Chromium from Debian (apt-get install chromium-headless-shell)…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    await run('apt-get', ['update', '-qq'], { env: aptEnv });
    await run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { env: aptEnv });
  } catch (err) {
    console.log(`apt-get could not install chromium-headless-shell: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
  return findChromium(env);
}
