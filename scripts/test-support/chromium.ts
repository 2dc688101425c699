// The Chromium that the end-to-end suite and the browser benches drive: CHROMIUM_PATH, else the
// system's (Debian's package), else the one `npx playwright install chromium` downloaded. npm
// test installs Debian's package when it runs as root on Debian and finds none; elsewhere it
// says in one line what to run instead of failing every browser test.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where Debian's chromium package puts the browser. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

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
  'No Chromium for the end-to-end suite: run `npx playwright install chromium` (or as root on Debian `apt-get install chromium`, or set CHROMIUM_PATH)';

function onDebianAsRoot(): boolean {
  if (process.getuid?.() !== 0 || !existsSync('/etc/os-release')) return false;
  return /^ID=debian$/m.test(readFileSync('/etc/os-release', 'utf8'));
}

/** Finds the browser, installing Debian's package first when that is possible here; undefined when it is not. */
export function ensureChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const found = findChromium(env);
  if (found || env.CHROMIUM_PATH || !onDebianAsRoot()) return found;
  console.log('Installing Chromium from Debian (apt-get install chromium)…');
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env: aptEnv });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env: aptEnv });
  return findChromium(env);
}
