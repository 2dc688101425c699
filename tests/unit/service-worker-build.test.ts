// The service worker's build id (build/service-worker.mjs): any change to the build makes
// another id, hence a worker with other bytes, which browsers install as an update.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildId } from '../../build/service-worker.mjs';

let dir = '';
const made: string[] = [];
afterEach(() => {
  for (const path of made.splice(0)) rmSync(path, { recursive: true, force: true });
});

function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'sw-build-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the service worker’s build id', () => {
  const files = { 'client/_astro/shell.A1.js': 'a', 'client/img/logo.svg': '<svg/>', 'server/entry.mjs': 'render()' };

  it('is the same for the same build, whatever the worker file holds', () => {
    const first = buildId(build(files), join(dir, 'client/sw.js'));
    const again = buildId(build({ ...files, 'client/sw.js': 'old worker' }), join(dir, 'client/sw.js'));
    expect(again).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes with any file of the build: a script, a public file, the server, a name', () => {
    const base = buildId(build(files), join(dir, 'client/sw.js'));
    const changes: Array<Record<string, string>> = [
      { ...files, 'client/_astro/shell.A1.js': 'b' },
      { ...files, 'client/img/logo.svg': '<svg></svg>' },
      { ...files, 'server/entry.mjs': 'render(2)' },
      { 'client/_astro/shell.B2.js': 'a', 'client/img/logo.svg': '<svg/>', 'server/entry.mjs': 'render()' },
    ];
    for (const changed of changes) {
      expect(buildId(build(changed), join(dir, 'client/sw.js'))).not.toBe(base);
    }
  });
});
