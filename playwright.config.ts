import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/test-support/chromium.ts';

/**
 * One server per worker, each with its own data folder and simulated clock: the first on
 * E2E_PORT, the next 100 ports up (4610, 4710 by default). A worker talks only to its own
 * server (TEST_PARALLEL_INDEX, set by Playwright in each worker before it reads this file), so
 * a spec that moves the clock moves it under no other running spec.
 */
const WORKERS = 2;
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4610);
const portOf = (worker: number) => FIRST_PORT + 100 * worker;
const PORT = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const MOBILE = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const CLOCK_SPECS = /(match-tracker|my-bets-live)\.spec\.ts$/;
// Specs that move the clock by an hour or more run after those too (such a jump under the match
// tracker's spec would end the match it follows).
const LONG_CLOCK_SPECS = /protection-time\.spec\.ts$/;
// Content specs publish the company pages (a material change of the terms makes every player
// accept it before staking): they run last, after every other spec.
const CONTENT_SPECS = /content-[a-z-]+\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: WORKERS,
  // No retries, in CI either: a test that passes only on a second try is a bug to fix.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: findChromium(),
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
    trace: 'off',
    // The site's service worker caches the app shell in the background of a context's first
    // page: every test paid for it (8% of the suite's CPU, which bounds npm test on two cores).
    // The specs of the installable app (app.spec.ts, app-update) allow it.
    serviceWorkers: 'block',
    // A navigation or action that never ends fails there, naming itself, not at the test's timeout.
    navigationTimeout: 30_000,
    actionTimeout: 20_000,
  },
  // Specs that move the simulated clock (test control) run last, after every other spec of both
  // layouts: a server's later specs would otherwise meet a clock hours ahead (matches ended,
  // tokens expired). Each worker has its own server, so the two layouts' clock specs (and then
  // their content specs) run side by side: no two running tests ever share a server.
  projects: [
    { name: 'desktop', testIgnore: [/\.mobile\.spec\.ts$/, CLOCK_SPECS, LONG_CLOCK_SPECS, CONTENT_SPECS], use: DESKTOP },
    { name: 'mobile', testIgnore: [/\.desktop\.spec\.ts$/, CLOCK_SPECS, LONG_CLOCK_SPECS, CONTENT_SPECS], use: MOBILE },
    { name: 'desktop-clock', testMatch: CLOCK_SPECS, dependencies: ['desktop', 'mobile'], use: DESKTOP },
    { name: 'mobile-clock', testMatch: CLOCK_SPECS, dependencies: ['desktop', 'mobile'], use: MOBILE },
    { name: 'desktop-long-clock', testMatch: LONG_CLOCK_SPECS, dependencies: ['desktop-clock', 'mobile-clock'], use: DESKTOP },
    { name: 'mobile-long-clock', testMatch: LONG_CLOCK_SPECS, dependencies: ['desktop-clock', 'mobile-clock'], use: MOBILE },
    { name: 'desktop-content', testMatch: CONTENT_SPECS, dependencies: ['desktop-long-clock', 'mobile-long-clock'], use: DESKTOP },
    { name: 'mobile-content', testMatch: CONTENT_SPECS, dependencies: ['desktop-long-clock', 'mobile-long-clock'], use: MOBILE },
  ],
  webServer: Array.from({ length: WORKERS }, (_, worker) => ({
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${portOf(worker)}/api/health`,
    // Two servers start at once: on a busy 2-core machine (load 30) each took 106 s to be healthy.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(portOf(worker)),
      HOST: '127.0.0.1',
      DATA_DIR: `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-${worker}`,
      ...(process.env.SITE_DIST_DIR ? { SITE_DIST_DIR: process.env.SITE_DIST_DIR } : {}),
      FEED_CONTROL: '1',
      ADMIN_TOKEN,
      // Password hashes at the API suite's cost: every spec opens players and logs them in, and
      // no spec measures the hash (production's 2^17 took seconds a login on a busy machine).
      SCRYPT_LOG2_N: '10',
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  })),
});
