// A seeded fuzz over every operation of the API's OpenAPI document: random and malformed
// bodies (shaped from each operation's own schema, then broken), path and query values (numbers
// at and past each parameter's declared bounds, times no date can hold), headers, control
// characters and huge values. No answer may be a 5xx, no request may hang, and every refusal is
// the API's JSON error. tests/api/fuzz.test.ts runs it in process on a fixed seed in npm test;
// scripts/fuzz.ts runs a longer one against a production server over HTTP.

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}
export interface Operation {
  method: string;
  path: string;
  params: Array<{ name: string; in: string; schema?: Schema }>;
  body?: Schema;
  security?: Array<Record<string, unknown>>;
}
/** The parts of an OpenAPI document the fuzz reads. */
export interface Contract {
  paths: Record<string, Record<string, { parameters?: Operation['params']; requestBody?: { content?: Record<string, { schema?: Schema }> }; security?: Operation['security'] }>>;
  components?: { schemas?: Record<string, Schema> };
}

/** mulberry32: small, fast and the same on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof random>;

const STRINGS = [
  '',
  ' ',
  'a',
  'abc',
  'London',
  'player1',
  'Passw0rd123',
  '1',
  '0',
  '-1',
  '1.00',
  '10.00',
  '0.001',
  '1e3',
  '999999999999999999999',
  'NaN',
  'Infinity',
  'true',
  'null',
  "'; drop table players; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '"',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  'Đorđe Ünïcödé 🎉',
  '\u202e\u200b\ufeff',
  '\ud800',
  'x\u0000y',
  'a\u001b[2Jb',
  'tab\there',
  'line\nbreak',
  '\u0085',
  '\u007f',
  '\u009b31m',
];

// Valid JSON nested 20,000 deep, under the 64 KB body limit: a recursive walk would overflow.
const DEEP_ARRAY = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}"x\u0000"${'}'.repeat(10_000)}`;

function fuzzString(r: Rng): string {
  const roll = r.int(10);
  if (roll < 6) return r.pick(STRINGS);
  if (roll < 7) return r.pick(['x', 'é', '🎉', '\u0000', 'ab']).repeat(r.pick([100, 1000, 10_000, 40_000]));
  if (roll < 8) return String(r.pick([0, 1, -1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 5e-324]));
  return Array.from({ length: r.int(30) }, () => String.fromCharCode(r.int(0x250))).join('');
}

function fuzzValue(r: Rng, depth = 0): unknown {
  switch (r.int(depth > 3 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick([0, -0, 1, -1, 0.5, 1e308, -1e308, 2 ** 53 + 1, 123456789012, 3.14159]);
    case 3:
    case 4:
    case 5:
      return fuzzString(r);
    case 6:
      return Array.from({ length: r.int(5) }, () => fuzzValue(r, depth + 1));
    case 7:
      return Object.fromEntries(
        Array.from({ length: r.int(4) }, () => [r.pick(['a', 'id', '__proto__', 'constructor', 'x\u0000', fuzzString(r).slice(0, 20)]), fuzzValue(r, depth + 1)]),
      );
    default: {
      let deep: unknown = fuzzValue(r, 4);
      for (let i = r.pick([10, 100, 1000]); i > 0; i--) deep = [deep];
      return deep;
    }
  }
}

function resolve(doc: Pick<Contract, 'components'>, schema: Schema | undefined): Schema | undefined {
  let s = schema;
  for (let i = 0; s?.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop()!];
  return s;
}

/** A value of the schema's own shape most of the time, a wrong one otherwise. */
function shaped(r: Rng, doc: Parameters<typeof resolve>[0], schema: Schema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (!s || depth > 4 || r.chance(0.15)) return fuzzValue(r, depth);
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives?.length) return shaped(r, doc, r.pick(alternatives), depth + 1);
  if (s.enum?.length && r.chance(0.7)) return r.pick(s.enum);
  const type = Array.isArray(s.type) ? r.pick(s.type) : s.type;
  if (type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const [name, prop] of Object.entries(s.properties ?? {})) if (r.chance(0.85)) out[name] = shaped(r, doc, prop, depth + 1);
    if (r.chance(0.1)) out[fuzzString(r).slice(0, 30)] = fuzzValue(r, depth + 1);
    return out;
  }
  if (type === 'array') return Array.from({ length: r.pick([0, 1, 2, 3, 30]) }, () => shaped(r, doc, s.items, depth + 1));
  if (type === 'integer' || type === 'number') return r.pick([0, 1, -1, 2, 7, 100, 999999999, 2 ** 31, 1.5, -0.01]);
  if (type === 'boolean') return r.chance(0.5);
  return fuzzString(r);
}

function hashesPassword(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  return Object.entries(body).some(([k, v]) => /password/.test(k) && typeof v === 'string');
}

/** Numbers at and past a numeric schema's bounds, and ones no date or safe integer can hold. */
function boundaryNumber(r: Rng, schema: Schema | undefined): string {
  const min = schema?.minimum ?? (schema?.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const max = schema?.maximum ?? (schema?.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  const edges = [min, max, min === undefined ? undefined : min - 1, max === undefined ? undefined : max + 1].filter((v): v is number => v !== undefined);
  const huge = [2 ** 53 - 1, 2 ** 53 + 1, 8_640_000_000_000, 8_640_000_000_001, 253_402_300_800, 1e21].map(String);
  // A parameter without an upper bound is where a huge number gets through: it gets them most.
  if (max === undefined && r.chance(0.7)) return r.pick(huge);
  if (r.chance(0.5) && edges.length) return String(r.pick(edges));
  return r.pick([...huge, '0', '-1', '1', String(2 ** 31), '1e400', '-0', '0x10', '1.5', ' 1', '', 'NaN']);
}

const numericSchema = (s: Schema | undefined): boolean =>
  !!s && ((Array.isArray(s.type) ? s.type : [s.type]).some((t) => t === 'integer' || t === 'number') || (s.anyOf ?? []).some(numericSchema));

/** Every operation of the document, with its parameters and JSON body schema. */
export function operationsOf(doc: Contract): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
      security: op.security,
    })),
  );
}

export interface FuzzRequest {
  method: string;
  /** Path and query. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Outside the contract (wrong method, mangled path, empty path segment): sent past any contract check. */
  offContract: boolean;
  timeoutMs: number;
  /** The request operation, for the tally of operations that answered 2xx. */
  operation: string;
  label: string;
}

const TIMEOUT_MS = 5000;
/** A request that hashes a password waits its turn for scrypt (~0.5 s of CPU each, a bounded few at once). */
const HASHING_TIMEOUT_MS = 30_000;
/** Requests a password-hashing route gets with a well-formed password: each one costs a full scrypt. */
const HASHING_BUDGET = 12;

export interface FuzzCredentials {
  playerToken: string;
  adminToken: string;
  /** A content editor's sign-in, so the editor's routes are reached past their authentication too. */
  editorToken: string;
}

/** The n-th request of a run: operation n modulo their count, everything else drawn from `r`. */
export function fuzzRequest(r: Rng, doc: Contract, operations: Operation[], n: number, who: FuzzCredentials, hashing: Map<string, number>): FuzzRequest {
  const op = operations[n % operations.length]!;
  const method = r.chance(0.03) ? r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) : op.method;
  let emptyParam = false;
  const schemaOf = (name: string) => op.params.find((p) => p.name === name)?.schema;
  let path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const schema = schemaOf(name);
    const raw =
      numericSchema(schema) && r.chance(0.5) ? boundaryNumber(r, schema) : r.chance(0.5) ? String(r.pick([1, 2, 0, -1, 999999999, 2 ** 53])) : fuzzString(r).slice(0, 2000);
    const value = encodeURIComponent(raw.toWellFormed());
    if (value === '') emptyParam = true;
    return value;
  });
  const query = new URLSearchParams();
  for (const p of op.params.filter((p) => p.in === 'query')) {
    if (!r.chance(0.7)) continue;
    if (numericSchema(p.schema) && r.chance(0.5)) query.set(p.name, boundaryNumber(r, p.schema));
    else query.set(p.name, r.chance(0.5) ? String(shaped(r, doc, undefined)) : fuzzString(r).slice(0, 3000));
  }
  if (r.chance(0.1)) query.set(fuzzString(r).slice(0, 50), fuzzString(r).slice(0, 50));
  if (query.size > 0) path += `?${query}`;
  const mangled = r.chance(0.02);
  if (mangled) path += r.pick(['%', '%zz', '%c0%af', '#frag', '?a=%00&a=%ff', '//x', '/..']);
  // A wrong method, an empty path segment or a mangled path is outside the contract: still held to "no 5xx, no hang".
  const offContract = mangled || emptyParam || method !== op.method;

  const headers: Record<string, string> = {};
  // Mostly with the token the operation asks for, so the input reaches the routes' own code and the database.
  const schemes = new Set((op.security ?? []).flatMap((s) => Object.keys(s)));
  const auth = r.int(10);
  if (auth < 6 && schemes.has('operator')) headers.authorization = `Bearer ${who.adminToken}`;
  else if (auth < 6 && schemes.has('bearer')) headers.authorization = `Bearer ${who.playerToken}`;
  else if (auth < 6 && schemes.has('editor')) headers.authorization = `Bearer ${who.editorToken}`;
  else if (auth < 7) headers.authorization = `Bearer ${r.pick([who.playerToken, who.adminToken, who.editorToken])}`;
  else if (auth === 7)
    headers.authorization = r.pick([
      'Bearer',
      'Bearer ',
      'Basic abc',
      `Bearer ${fuzzString(r)
        .replace(/[^\x21-\x7e]/g, 'x')
        .slice(0, 4000)}`,
      'Bearer a.b.c',
    ]);
  if (r.chance(0.2)) headers.cookie = r.pick(['lang=de', 'lang=xx', 'lang=', 'lang=%00', 'lang=sr; lang=en', `lang=${'a'.repeat(4000)}`]);
  if (r.chance(0.1)) headers['accept-language'] = r.pick(['de', 'sr-Latn', '*', 'xx;q=0.1', ',,,;']);
  if (r.chance(0.1))
    headers['idempotency-key'] = r.pick([
      'k',
      'same-key',
      fuzzString(r)
        .replace(/[^\x21-\x7e]/g, 'x')
        .slice(0, 300) || 'x',
    ]);

  let body: string | undefined;
  let timeoutMs = TIMEOUT_MS;
  if (method !== 'GET' && method !== 'HEAD') {
    const roll = r.int(10);
    let value: unknown;
    if (roll < 6) value = shaped(r, doc, op.body);
    else if (roll < 8) value = fuzzValue(r);
    if (value !== undefined && hashesPassword(value)) {
      const used = hashing.get(op.path) ?? 0;
      if (used >= HASHING_BUDGET) value = { ...(value as object), password: 12, old_password: 12, new_password: 12 };
      else {
        hashing.set(op.path, used + 1);
        timeoutMs = HASHING_TIMEOUT_MS;
      }
    }
    body =
      roll < 8
        ? JSON.stringify(value)
        : r.pick(['{', '{"a":', '[1,2', 'null', '', 'not json', '\u0000\u0001', '{"a":1}{"b":2}', '"str"', '1e999', `{"x":"${'y'.repeat(70_000)}"}`, DEEP_ARRAY, DEEP_OBJECT]);
    const type = r.int(10);
    if (type < 7) headers['content-type'] = 'application/json';
    else if (type === 7)
      headers['content-type'] = r.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'garbage']);
  }
  return {
    method,
    path,
    headers,
    body,
    offContract,
    timeoutMs,
    operation: `${op.method} ${op.path}`,
    label: `#${n} ${method} ${path.slice(0, 160)} body=${(body ?? '').slice(0, 120)}`,
  };
}

/** What is wrong with an answer, or null: a 5xx, or a refusal without the API's JSON error shape. */
export function answerProblem(req: Pick<FuzzRequest, 'method' | 'label'>, status: number, text: string): string | null {
  if (status >= 500) return `${req.label} -> ${status} ${text.slice(0, 200)}`;
  if (status < 400 || req.method === 'HEAD' || status === 405) return null;
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof parsed.error?.code !== 'string' || typeof parsed.error?.message !== 'string') return `${req.label} -> ${status} without the error shape: ${text.slice(0, 200)}`;
    return null;
  } catch {
    return `${req.label} -> ${status} not JSON: ${text.slice(0, 200)}`;
  }
}

export interface FuzzRun {
  seed: number;
  requests: number;
  /** Operations of the document. */
  operations: number;
  seconds: number;
  statuses: Map<number, number>;
  /** Operations that answered 2xx or 3xx at least once. */
  reached: Set<string>;
  problems: string[];
  /** Milliseconds each request took, in the order they ended. */
  latencies: number[];
}

export interface FuzzOptions {
  doc: Contract;
  seed: number;
  requests: number;
  parallel: number;
  /** Sends one request and answers its status and text. */
  send(req: FuzzRequest): Promise<{ status: number; text: string }>;
  /**
   * Credentials for the next `parallel` requests, asked before each batch with the ones in use
   * (undefined at first): the fuzz logs out, locks and self-excludes its players now and then,
   * so the caller checks them and answers new ones when they no longer serve.
   */
  credentials(current: FuzzCredentials | undefined): Promise<FuzzCredentials>;
  /** Told after each batch how many requests have been answered. */
  progress?(done: number, run: FuzzRun): void;
}

/** Runs `requests` fuzzed requests, `parallel` at a time, and tallies what came back. */
export async function runFuzz(o: FuzzOptions): Promise<FuzzRun> {
  const r = random(o.seed);
  const operations = operationsOf(o.doc);
  const hashing = new Map<string, number>();
  const run: FuzzRun = { seed: o.seed, requests: o.requests, operations: operations.length, seconds: 0, statuses: new Map(), reached: new Set(), problems: [], latencies: [] };
  let who: FuzzCredentials | undefined;
  const one = async (req: FuzzRequest) => {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        o.send(req),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${req.timeoutMs} ms`)), req.timeoutMs);
        }),
      ]);
      run.statuses.set(answer.status, (run.statuses.get(answer.status) ?? 0) + 1);
      if (answer.status < 400) run.reached.add(req.operation);
      const problem = answerProblem(req, answer.status, answer.text);
      if (problem) run.problems.push(problem);
    } catch (err) {
      run.problems.push(`${req.label} -> ${err instanceof Error ? err.message : String(err)} after ${Math.round(performance.now() - started)} ms`);
    } finally {
      clearTimeout(timer);
      run.latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  for (let n = 0; n < o.requests; n += o.parallel) {
    const current = (who = await o.credentials(who));
    const batch = Array.from({ length: Math.min(o.parallel, o.requests - n) }, (_, i) => fuzzRequest(r, o.doc, operations, n + i, current, hashing));
    await Promise.all(batch.map(one));
    o.progress?.(n + batch.length, run);
  }
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

/** The statuses as "200:12 400:340 …". */
export const statusSummary = (statuses: Map<number, number>): string =>
  [...statuses.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, c]) => `${s}:${c}`)
    .join(' ');
