import { describe, expect, it } from 'vitest';
import { holdModuleScripts } from './after-paint-scripts.ts';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
// The directive's code, which names the type it starts.
const loader = '<script>document.querySelectorAll(\'script[type="text/x-after-paint"]\')</script>';

describe('holdModuleScripts', () => {
  it('holds every module script of a page that has the loader, and nothing else', () => {
    const page = `<html><head>${loader}</head><body><p>š é</p><script type="module" src="/_astro/a.js"></script><script>inline()</script><script type="module" src="/_astro/b.js"></script></body></html>`;
    expect(text(holdModuleScripts(Buffer.from(page)))).toBe(
      `<html><head>${loader}</head><body><p>š é</p><script type="text/x-after-paint" src="/_astro/a.js"></script><script>inline()</script><script type="text/x-after-paint" src="/_astro/b.js"></script></body></html>`,
    );
  });

  it('leaves a page without the loader (the offline page) as it is', () => {
    const page = Buffer.from('<html><body><script type="module" src="/_astro/a.js"></script></body></html>');
    expect(holdModuleScripts(page)).toBe(page);
  });

  it('leaves a page without module scripts as it is', () => {
    const page = Buffer.from(`<html><head>${loader}</head><body></body></html>`);
    expect(holdModuleScripts(page)).toBe(page);
  });
});
