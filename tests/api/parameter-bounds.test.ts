// The contract bounds every number and time parameter (query and path), and the API holds a
// request to those bounds: a value past them, or one a date cannot hold (8,640,000,000,000
// seconds and more, 2^53-1), answers 400 naming the parameter, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { createEditor, signInEditor } from '../../src/server/accounts/editors.ts';

interface Schema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: Schema[];
}
interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  security: Array<Record<string, unknown>>;
  parameters: Parameter[];
}

let h: Harness;
let operations: Operation[] = [];
let playerToken = '';
let editorToken = '';
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
  const doc = (await (await h.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { security?: Operation['security']; parameters?: Parameter[] }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, security: op.security ?? [], parameters: op.parameters ?? [] })),
  );
  playerToken = (await login(h, await createPlayer(h, { balance: 100_000n }))).access_token;
  await createEditor(h.rt, { username: 'bounds_editor', password: 'Passw0rd123' });
  editorToken = (await signInEditor(h.rt, { username: 'bounds_editor', password: 'Passw0rd123', address: '127.0.0.1' })).token;
});
afterAll(async () => {
  await h?.close();
});

const types = (s: Schema | undefined): string[] => (s ? [...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []), ...(s.anyOf ?? []).flatMap(types)] : []);
const numeric = (p: Parameter) => types(p.schema).some((t) => t === 'integer' || t === 'number');
/** The parameter's lowest or highest accepted value (an exclusive bound moved in by one: they are integers). */
function bound(s: Schema | undefined, side: 'min' | 'max'): number | undefined {
  if (!s) return undefined;
  const own =
    side === 'min'
      ? (s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1))
      : (s.maximum ?? (s.exclusiveMaximum === undefined ? undefined : s.exclusiveMaximum - 1));
  return own ?? s.anyOf?.map((a) => bound(a, side)).find((v) => v !== undefined);
}
/** A time parameter: an instant in epoch seconds. */
const isTime = (p: Parameter) => /(^|_)time$/.test(p.name);

/** The parameters a path or query reads as a number, with their operation. */
const numericParameters = () => operations.flatMap((op) => op.parameters.filter((p) => (p.in === 'query' || p.in === 'path') && numeric(p)).map((p) => ({ op, p })));

/** Calls `op` with `value` for `p` (every other path parameter 1), as its caller would be authorised. */
async function send(op: Operation, p: Parameter, value: string) {
  let path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === p.name ? encodeURIComponent(value) : '1'));
  if (p.in === 'query') path += `?${new URLSearchParams({ [p.name]: value })}`;
  const schemes = op.security.flatMap((s) => Object.keys(s));
  const token = schemes.includes('operator') ? ADMIN_TOKEN : schemes.includes('bearer') ? playerToken : schemes.includes('editor') ? editorToken : undefined;
  const authorization = token ? `Bearer ${token}` : undefined;
  const res = await h.rt.api.request(path, {
    method: op.method,
    headers: { ...(authorization ? { authorization } : {}), ...(op.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: op.method === 'GET' ? undefined : '{}',
  });
  return { status: res.status, body: (await res.json()) as { error?: { code?: string; message?: string; details?: { issues?: Array<{ path: string }> } } } };
}

describe('number and time parameters', () => {
  it('are all bounded in the contract, below and above', () => {
    const found = numericParameters();
    expect(found.length).toBeGreaterThan(10);
    const unbounded = found.filter(({ p }) => bound(p.schema, 'min') === undefined || bound(p.schema, 'max') === undefined).map(({ op, p }) => `${op.method} ${op.path} ${p.name}`);
    expect(unbounded).toEqual([]);
    // Every time parameter: a calendar date a database and a Date can hold.
    const times = found.filter(({ p }) => isTime(p));
    expect(times.length).toBeGreaterThanOrEqual(9);
    expect(times.filter(({ p }) => (bound(p.schema, 'max') ?? Infinity) >= 8_640_000_000_000).map(({ op, p }) => `${op.method} ${op.path} ${p.name}`)).toEqual([]);
  });

  it('answer 400 naming the parameter to a value past either bound, and to a time no date can hold, never 5xx', async () => {
    const wrong: string[] = [];
    for (const { op, p } of numericParameters()) {
      const past = [String(bound(p.schema, 'max')! + 1), String(bound(p.schema, 'min')! - 1), '1e400'];
      const huge = ['8640000000000', '8640000000001', String(2 ** 53 - 1)];
      for (const value of [...past, ...(isTime(p) ? huge : [])]) {
        const { status, body } = await send(op, p, value);
        const named = body.error?.details?.issues?.some((i) => i.path === p.name);
        if (status !== 400 || !named) wrong.push(`${op.method} ${op.path} ${p.name}=${value} -> ${status} ${body.error?.code ?? ''} ${body.error?.message ?? ''}`);
      }
      // Any other number is answered, never with a fault.
      for (const value of huge) {
        const { status } = await send(op, p, value);
        if (status >= 500) wrong.push(`${op.method} ${op.path} ${p.name}=${value} -> ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
