// `npm run lint` fails on a new import circle, type-only imports included: ESLint runs with the
// project's own config on small files that import each other, written in a folder of their own
// laid out like the project (src/server), so the project's files are never touched.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = join(ROOT, 'eslint.config.js');

let house: string;
let eslint: ESLint;

/** Writes the files (path -> text) under src/server of the temporary house and lints them; answers each file's rule ids. */
async function lint(files: Record<string, string>): Promise<Record<string, string[]>> {
  for (const [name, text] of Object.entries(files)) {
    const at = join(house, 'src/server', name);
    mkdirSync(join(at, '..'), { recursive: true });
    writeFileSync(at, text);
  }
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(house, 'src/server', name)));
  return Object.fromEntries(results.map((r) => [r.filePath.slice(join(house, 'src/server').length + 1), r.messages.map((m) => m.ruleId ?? m.message)]));
}

beforeAll(async () => {
  house = mkdtempSync(join(tmpdir(), 'lint-cycles-'));
  eslint = new ESLint({ cwd: house, overrideConfigFile: CONFIG });
  // Loading the config and its plugins is the slow part; the tests then lint in milliseconds.
  await eslint.calculateConfigForFile(join(house, 'src/server/warm-up.ts'));
}, 60_000);

afterAll(() => rmSync(house, { recursive: true, force: true }));

describe('the import-circle rule', { timeout: 60_000 }, () => {
  it('fails two files that import each other only for their types', async () => {
    const found = await lint({
      'types-a/slip.ts': "import type { Stake } from './stake.ts';\nexport interface Slip {\n  stake: Stake;\n}\n",
      'types-a/stake.ts': "import type { Slip } from './slip.ts';\nexport interface Stake {\n  slip?: Slip;\n}\n",
    });
    expect(found).toEqual({ 'types-a/slip.ts': ['house/no-cycle'], 'types-a/stake.ts': ['house/no-cycle'] });
  });

  it('fails a circle of values through a third file', async () => {
    const found = await lint({
      'values/ticket.ts': "import { odds } from './odds.ts';\nexport const ticket = () => odds();\n",
      'values/odds.ts': "import { league } from './league.ts';\nexport const odds = () => league();\n",
      'values/league.ts': "import { ticket } from './ticket.ts';\nexport const league = () => typeof ticket;\n",
    });
    expect(found).toEqual({ 'values/ticket.ts': ['house/no-cycle'], 'values/odds.ts': ['house/no-cycle'], 'values/league.ts': ['house/no-cycle'] });
  });

  it('passes the same files once the arrow back is gone', async () => {
    const found = await lint({
      'types-b/slip.ts': "import type { Stake } from './stake.ts';\nexport interface Slip {\n  stake: Stake;\n}\n",
      'types-b/stake.ts': 'export interface Stake {\n  amount: number;\n}\n',
    });
    expect(found).toEqual({ 'types-b/slip.ts': [], 'types-b/stake.ts': [] });
  });
});

describe('the composition rule', { timeout: 60_000 }, () => {
  // Its zones are the project's folders, so the file is linted as if it stood in the project;
  // it only imports runtime.ts, which is there, so nothing is written.
  it('fails a service that imports type Runtime, and passes the same file taking its own dependency object', async () => {
    const inProject = new ESLint({ cwd: ROOT });
    const filePath = join(ROOT, 'src/server/wallet/pay-probe.ts');
    const [withRuntime] = await inProject.lintText("import type { Runtime } from '../runtime.ts';\nexport const pay = (rt: Runtime) => rt.clock.now();\n", { filePath });
    const [withDeps] = await inProject.lintText("import type { Clock } from '../clock.ts';\nexport const pay = (deps: { clock: Clock }) => deps.clock.now();\n", { filePath });
    expect(withRuntime!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
    expect(withDeps!.messages).toEqual([]);
  });
});
