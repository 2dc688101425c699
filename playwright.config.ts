import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/test-support/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4610);
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const MOBILE = { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const CLOCK_SPECS = /match-tracker\.spec\.ts$/;
// Specs that move the clock by an hour or more run after those too (such a jump under the match
// tracker's spec would end the match it follows), one layout after the other (a jump under the
// other layout's page expires its tokens).
const LONG_CLOCK_SPECS = /protection-time\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
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
  },
  // Specs that move the shared simulated clock (test control) run last, after every other spec
  // of both layouts: moved under a running spec, the clock ends its timed holds early (the live
  // page's forced odds change lost its flag so in CI).
  projects: [
    { name: 'desktop', testIgnore: [/\.mobile\.spec\.ts$/, CLOCK_SPECS, LONG_CLOCK_SPECS], use: DESKTOP },
    { name: 'mobile', testIgnore: [/\.desktop\.spec\.ts$/, CLOCK_SPECS, LONG_CLOCK_SPECS], use: MOBILE },
    { name: 'desktop-clock', testMatch: CLOCK_SPECS, dependencies: ['desktop', 'mobile'], use: DESKTOP },
    { name: 'mobile-clock', testMatch: CLOCK_SPECS, dependencies: ['desktop', 'mobile'], use: MOBILE },
    { name: 'desktop-long-clock', testMatch: LONG_CLOCK_SPECS, dependencies: ['desktop-clock', 'mobile-clock'], use: DESKTOP },
    { name: 'mobile-long-clock', testMatch: LONG_CLOCK_SPECS, dependencies: ['desktop-long-clock'], use: MOBILE },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data',
      ...(process.env.SITE_DIST_DIR ? { SITE_DIST_DIR: process.env.SITE_DIST_DIR } : {}),
      FEED_CONTROL: '1',
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  },
});
