// Measures the JavaScript a page ships: every script the HTML loads (script src, those held
// for after the paint (src/lib/app/after-paint.ts) included, module preloads, inline scripts,
// astro-island component and renderer urls) and everything those files import statically,
// each file counted once, gzipped at zlib's default level.
// Dynamic import() inside JS files is not followed: it loads on demand, not with the page.
import { gzipSync } from 'node:zlib';
import { AFTER_PAINT_SCRIPT_TYPE } from '../../src/lib/app/after-paint.ts';

/** The budget of every page: less than 90 KB (90,000 bytes) of gzipped JavaScript (issue 15, the bench's target). */
export const JS_BUDGET_GZ_BYTES = 90_000;

export interface JsFile {
  url: string;
  rawBytes: number;
  gzBytes: number;
}

export interface JsSize {
  status: number;
  files: JsFile[];
  /** Inline <script> bodies (not JSON), gzipped one by one. */
  inlineGzBytes: number;
  inlineCount: number;
  islands: number;
  totalGzBytes: number;
  /** Script urls that did not answer 200. */
  missing: string[];
}

function decodeAttr(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = m?.[1] ?? m?.[2] ?? m?.[3];
  return value === undefined ? undefined : decodeAttr(value);
}

/** Specifiers of static imports and re-exports; bare package names are skipped (the browser cannot load them). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g,
    /(?:^|[;\s}])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"'\n]+)["']/g,
  ];
  for (const pattern of patterns) {
    for (const m of code.matchAll(pattern)) {
      const spec = m[1];
      if (spec && (spec.startsWith('/') || spec.startsWith('./') || spec.startsWith('../') || /^https?:/.test(spec))) found.add(spec);
    }
  }
  return [...found];
}

interface PageScripts {
  urls: string[];
  inline: string[];
  islands: number;
}

/** Script urls and inline script bodies a page's HTML references. */
export function pageScripts(html: string): PageScripts {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = m[1] ?? '';
    const type = (attr(tag, 'type') ?? '').toLowerCase();
    if (type && type !== 'module' && type !== AFTER_PAINT_SCRIPT_TYPE && type !== 'text/javascript' && type !== 'application/javascript') continue;
    const src = attr(tag, 'src');
    if (src) urls.push(src);
    else if ((m[2] ?? '').trim()) inline.push(m[2] ?? '');
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const tag = m[1] ?? '';
    if ((attr(tag, 'rel') ?? '').toLowerCase() === 'modulepreload') {
      const href = attr(tag, 'href');
      if (href) urls.push(href);
    }
  }
  let islands = 0;
  for (const m of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    islands++;
    const tag = m[1] ?? '';
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const value = attr(tag, name);
      if (value) urls.push(value);
    }
  }
  return { urls, inline, islands };
}

/** Fetches the page and sums the gzipped size of the JS it ships. */
export async function measurePageJs(pageUrl: string, headers: Record<string, string> = {}): Promise<JsSize> {
  const res = await fetch(pageUrl, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  const html = await res.text();
  const result: JsSize = { status: res.status, files: [], inlineGzBytes: 0, inlineCount: 0, islands: 0, totalGzBytes: 0, missing: [] };
  if (res.status !== 200) return result;

  const { urls, inline, islands } = pageScripts(html);
  result.islands = islands;
  result.inlineCount = inline.length;
  for (const body of inline) result.inlineGzBytes += gzipSync(body).length;

  const seen = new Set<string>();
  const queue: string[] = [];
  const enqueue = (spec: string, base: string) => {
    const url = new URL(spec, base).href;
    if (!seen.has(url)) {
      seen.add(url);
      queue.push(url);
    }
  };
  for (const u of urls) enqueue(u, pageUrl);
  for (const body of inline) for (const spec of staticImports(body)) enqueue(spec, pageUrl);

  while (queue.length > 0) {
    const url = queue.shift() as string;
    const js = await fetch(url);
    if (!js.ok) {
      result.missing.push(url);
      await js.body?.cancel();
      continue;
    }
    const code = Buffer.from(await js.arrayBuffer());
    result.files.push({ url, rawBytes: code.length, gzBytes: gzipSync(code).length });
    for (const spec of staticImports(code.toString('utf8'))) enqueue(spec, url);
  }
  result.totalGzBytes = result.inlineGzBytes + result.files.reduce((sum, f) => sum + f.gzBytes, 0);
  return result;
}
