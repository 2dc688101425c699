// Security headers: scripts never by 'unsafe-inline' (a page's inline scripts by their
// sha256), connections only to our own and the configured public origin (no bare ws:/wss:),
// and HSTS for a year with subdomains when the public origin is HTTPS.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { contentSecurityPolicy } from '../../src/server/http/security-headers.ts';
import { inlineHashes } from '../../src/server/http/inline-hashes.ts';

let https: Harness;
let plain: Harness;
beforeAll(async () => {
  https = await startHarness({ PUBLIC_ORIGIN: 'https://bet.example.com', FEED: 'off' });
  plain = await startHarness({ PUBLIC_ORIGIN: 'http://localhost:4321', FEED: 'off' });
});
afterAll(async () => {
  await https?.close();
  await plain?.close();
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('sends HSTS for a year with subdomains when the public origin is HTTPS', async () => {
    const hsts = (await https.request('/api/get_sports')).headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/includeSubDomains/i);
    expect((await plain.request('/api/get_sports')).headers.get('strict-transport-security')).toBeNull();
  });

  it('allows no inline style either: style elements by their hashes, style attributes not at all', async () => {
    const csp = (await plain.request('/api/get_sports')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    const html = '<html><style>astro-island{display:contents}</style><p style="color:red">x</p></html>';
    const page = contentSecurityPolicy({ styleHashes: inlineHashes(html).styles });
    expect(directive(page, 'style-src')).toBe(`style-src 'self' '${sha('astro-island{display:contents}')}'`);
  });

  it('allows no inline script and connects only to our own and the public origin', async () => {
    for (const [h, origin, socket] of [
      [https, 'https://bet.example.com', 'wss://bet.example.com'],
      [plain, 'http://localhost:4321', 'ws://localhost:4321'],
    ] as const) {
      const csp = (await h.request('/api/get_sports')).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toBe("script-src 'self'");
      expect(directive(csp, 'connect-src').split(' ').sort()).toEqual(['connect-src', "'self'", origin, socket].sort());
      expect(csp).not.toMatch(/(^|\s)(ws|wss):(\s|;|$)/);
    }
  });

  it('lets the site install its own service worker and app manifest, and no one else’s', () => {
    const csp = contentSecurityPolicy({ publicOrigin: 'https://bet.example.com' });
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(csp, 'manifest-src')).toBe("manifest-src 'self'");
  });

  it('lists the hashes of a page’s inline scripts, and nothing for external ones', () => {
    const html = '<html><script>window.a=1</script><script type="module" src="/_astro/x.js"></script><script is="x">let b=\r\n2</script><script>window.a=1</script></html>';
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(inlineHashes(html).scripts).toEqual([sha('window.a=1'), sha('let b=\n2')]);
    const csp = contentSecurityPolicy({ scriptHashes: inlineHashes(html).scripts });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' '${sha('window.a=1')}' '${sha('let b=\n2')}'`);
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });
});
