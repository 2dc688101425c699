// The browser of the end-to-end suite: the one CHROMIUM_PATH names, else the system's (Debian's
// headless shell first) or Playwright's. A named browser that is missing is never replaced by an install.
import { describe, expect, it } from 'vitest';
import { ensureChromium, findChromium } from '../../scripts/test-support/chromium.ts';

describe('the test Chromium', () => {
  it('is the one CHROMIUM_PATH names when it exists', () => {
    expect(findChromium({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('is none when CHROMIUM_PATH names a missing file, and nothing is installed in its place', async () => {
    expect(findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).toBeUndefined();
    expect(await ensureChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).toBeUndefined();
  });
});
