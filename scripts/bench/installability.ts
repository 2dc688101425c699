// The installable app's checks (issue 31, part 4; docs/app.md), in the system Chromium against a
// fresh production server. Lighthouse dropped its PWA category and its installable-manifest audit
// in version 12 (the bench runs 13), so the installability verdict comes from where that audit
// read it: Chromium's own check over the DevTools protocol (Page.getInstallabilityErrors, no
// errors = installable), beside the manifest as Chromium parsed it (Page.getAppManifest), the
// service worker in control, and a page loaded offline answering with the offline page.
// Run alone: node scripts/bench/installability.ts (after a build; SITE_DIST_DIR is honoured).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { LANGS } from '../../src/lib/format/lang.ts';
import { startBenchServer } from './server.ts';
import { checksTable, type Check } from './report.ts';
import { CHROMIUM_FLAGS, findChromium, MISSING_CHROMIUM } from '../test-support/chromium.ts';

const WORKER_WAIT_MS = 30_000;

export interface LanguageFigures {
  lang: string;
  /** Chromium's installability errors for the page in that language (ids, e.g. "no-icon-available"). */
  installabilityErrors: string[];
  /** The manifest Chromium found for the page, and its parse errors. */
  manifestUrl: string | null;
  manifestErrors: string[];
  /** Milliseconds from the page's load until the service worker controlled it; NaN when it never did. */
  workerMs: number;
  /** The offline page's <html lang> when a page was asked for with the network off; null when none showed. */
  offlineLang: string | null;
}

export interface InstallabilityResult {
  skipped?: string;
  languages: LanguageFigures[];
  chromiumVersion: string;
}

/** One language in a fresh profile: installing needs a real profile (Chromium offers no install in incognito contexts). */
async function checkLanguage(serverUrl: string, lang: string): Promise<LanguageFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-install-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: CHROMIUM_FLAGS, headless: true, viewport: { width: 390, height: 844 } });
  try {
    await context.addCookies([{ name: 'lang', value: lang, url: serverUrl }]);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${serverUrl}/`, { waitUntil: 'load' });
    const loadedAt = Date.now();
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: WORKER_WAIT_MS, polling: 100 })
      .then(
        () => true,
        () => false,
      );
    const workerMs = controlled ? Date.now() - loadedAt : Number.NaN;
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    let offlineLang: string | null = null;
    if (controlled) {
      // The worker learns the player's language from the pages that pass through it; the first one came before it.
      await page.reload({ waitUntil: 'load' });
      await context.setOffline(true);
      try {
        await page.goto(`${serverUrl}/sports-betting`);
        const heading = await page.locator('#offline-title').count();
        offlineLang = heading > 0 ? await page.locator('html').getAttribute('lang') : null;
      } catch {
        offlineLang = null;
      } finally {
        await context.setOffline(false);
      }
    }
    return {
      lang,
      installabilityErrors: installabilityErrors.map((e) => e.errorId),
      manifestUrl: manifest.url || null,
      manifestErrors: manifest.errors.map((e) => e.message),
      workerMs,
      offlineLang,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Starts a fresh production server and checks the app in each language; skips (does not throw) without a Chromium. */
export async function runInstallabilityBench(): Promise<InstallabilityResult> {
  if (!findChromium()) return { skipped: MISSING_CHROMIUM, languages: [], chromiumVersion: '' };
  const server = await startBenchServer();
  try {
    const languages: LanguageFigures[] = [];
    for (const lang of LANGS) {
      process.stdout.write(`  installability: ${lang}…\n`);
      languages.push(await checkLanguage(server.url, lang));
    }
    const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
    const chromiumVersion = browser.version();
    await browser.close();
    return { languages, chromiumVersion };
  } finally {
    await server.stop();
  }
}

export function installabilityChecks(r: InstallabilityResult): Check[] {
  if (r.skipped) return [{ target: 'app: installable (Chromium Page.getInstallabilityErrors)', measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
  return r.languages.flatMap((l) => [
    {
      target: `app ${l.lang}: installable, no Page.getInstallabilityErrors (Chromium ${r.chromiumVersion}; stands in for Lighthouse's removed installable-manifest audit)`,
      measured: l.installabilityErrors.length === 0 ? 'none' : l.installabilityErrors.join(', '),
      verdict: l.installabilityErrors.length === 0 ? 'PASS' : 'FAIL',
    },
    {
      target: `app ${l.lang}: the page's manifest is /app/${l.lang}.webmanifest and parses without errors`,
      measured: `${l.manifestUrl ?? 'no manifest'}${l.manifestErrors.length > 0 ? `; ${l.manifestErrors.join(' | ')}` : ''}`,
      verdict: l.manifestUrl?.endsWith(`/app/${l.lang}.webmanifest`) && l.manifestErrors.length === 0 ? 'PASS' : 'FAIL',
    },
    {
      target: `app ${l.lang}: the service worker controls the page (within ${WORKER_WAIT_MS / 1000} s of its load)`,
      measured: Number.isFinite(l.workerMs) ? `after ${l.workerMs} ms` : 'never',
      verdict: Number.isFinite(l.workerMs) ? 'PASS' : 'FAIL',
    },
    {
      target: `app ${l.lang}: offline, a page shows the offline page in that language`,
      measured: l.offlineLang === null ? 'no offline page' : `offline page, lang ${l.offlineLang}`,
      verdict: l.offlineLang === l.lang ? 'PASS' : 'FAIL',
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runInstallabilityBench();
  process.stdout.write(`${checksTable(installabilityChecks(result))}\n`);
  process.exit(0);
}
