// The seeded fuzz over every operation in the OpenAPI document (scripts/test-support/fuzz.ts),
// in process against a real database: no answer may be a 5xx, no request may hang, and every
// refusal is the API's JSON error. FUZZ_SEED replays a run; FUZZ_REQUESTS sets its size (2,000
// per database by default, every operation many times over, so the PGlite and PostgreSQL passes
// make 4,000). The long run, 20,000 over HTTP against a production server: npm run fuzz.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { createEditor, signInEditor } from '../../src/server/accounts/editors.ts';
import { runFuzz, statusSummary, type Contract } from '../../scripts/test-support/fuzz.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const PARALLEL = 16;

let h: Harness;
let doc: Contract;

beforeAll(async () => {
  h = await startHarness();
  doc = (await (await h.request('/api/openapi.json')).json()) as Contract;
});
afterAll(async () => {
  await h?.close();
});

const serves = async (path: string, token: string) => (await h.rt.api.request(path, { headers: { authorization: `Bearer ${token}` } })).status === 200;
let editors = 0;
async function newEditor(): Promise<string> {
  const username = `fuzz_editor_${++editors}`;
  await createEditor(h.rt, { username, password: 'Passw0rd123' });
  return (await signInEditor(h.rt, { username, password: 'Passw0rd123', address: '192.0.2.26' })).token;
}

describe(`fuzz over every OpenAPI operation (seed ${SEED}, ${REQUESTS} requests)`, () => {
  it('never answers 5xx, never hangs, and refuses with the JSON error shape', { timeout: 240_000 }, async () => {
    const run = await runFuzz({
      doc,
      seed: SEED,
      requests: REQUESTS,
      parallel: PARALLEL,
      // A player and an editor with live sessions: the fuzz itself logs out, self-excludes and locks players now and then, and signs editors out.
      credentials: async (current) => ({
        adminToken: ADMIN_TOKEN,
        playerToken:
          current && (await serves('/api/account', current.playerToken)) ? current.playerToken : (await login(h, await createPlayer(h, { balance: 1_000_000n }))).access_token,
        editorToken: current && (await serves('/api/editor/me', current.editorToken)) ? current.editorToken : await newEditor(),
      }),
      send: async (req) => {
        const init = { method: req.method, headers: req.headers, body: req.body };
        // Outside the contract the request goes to the app directly; inside, every answer is also held to the contract.
        const res = await (req.offContract ? Promise.resolve(h.rt.api.request(req.path, init)) : h.request(req.path, init));
        return { status: res.status, text: req.method === 'HEAD' ? '' : await res.text() };
      },
    });
    console.log(
      `fuzz seed ${SEED}: ${REQUESTS} requests over ${run.operations} operations in ${run.seconds.toFixed(1)} s (${h.rt.database.kind}); statuses ${statusSummary(run.statuses)}; ${run.reached.size} operations answered 2xx/3xx at least once`,
    );
    expect(run.operations).toBeGreaterThan(30);
    expect(run.problems.slice(0, 20), `${run.problems.length} problems (replay with FUZZ_SEED=${SEED})`).toEqual([]);
    // The API still serves after the storm.
    expect((await h.request('/api/health')).status).toBe(200);
  });
});
