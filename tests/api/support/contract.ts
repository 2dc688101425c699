// Holds every call of the API suite to the published contract (/api/openapi.json), the way a
// third-party validating proxy (Prism, a generated client) would: the answer's status must be
// one the operation declares and its JSON body must match the declared schema; a request the
// server accepted (2xx) must be valid by the contract too (query, path and JSON body), so the
// contract never refuses what the server takes. The schemas are compiled by Ajv as plain JSON
// Schema 2020-12 (what OpenAPI 3.1 uses): a pattern with JavaScript flags fails there as it
// fails in any other tool.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Runtime } from '../../../src/server/runtime.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

interface Contract {
  find(method: string, path: string): { template: string; operation: Operation; pathParams: Record<string, string> } | undefined;
  validator(schema: Schema, coerce: boolean): ValidateFunction;
  parameter(p: Parameter | { $ref: string }): Parameter;
}

const contracts = new WeakMap<Runtime, Promise<Contract>>();

async function load(rt: Runtime): Promise<Contract> {
  const doc = (await (await rt.api.request('/api/openapi.json')).json()) as Document;
  // Two compilers: request parameters arrive as strings (coerced as a server would), bodies do not.
  const strict = new Ajv2020({ strict: false, allErrors: true });
  const coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array' });
  for (const ajv of [strict, coercing]) {
    addFormats(ajv);
    ajv.addSchema({ $id: 'openapi', components: doc.components ?? {} });
  }
  const cache = new Map<Schema, ValidateFunction>();
  const coercedCache = new Map<Schema, ValidateFunction>();
  // Local references point into the document's components, which are registered as "openapi".
  const rebase = (schema: Schema): Schema => JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/components/', '"$ref":"openapi#/components/')) as Schema;
  const routes = Object.entries(doc.paths).map(([template, operations]) => {
    const names: string[] = [];
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { template, operations, names, pattern: new RegExp(`^${source}$`) };
  });
  return {
    find(method, path) {
      for (const route of routes) {
        const m = route.pattern.exec(path);
        const operation = m && route.operations[method.toLowerCase()];
        if (m && operation) return { template: route.template, operation, pathParams: Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
      }
      return undefined;
    },
    validator(schema, coerce) {
      const store = coerce ? coercedCache : cache;
      let validate = store.get(schema);
      if (!validate) {
        validate = (coerce ? coercing : strict).compile(rebase(schema));
        store.set(schema, validate);
      }
      return validate;
    },
    parameter(p) {
      if (!('$ref' in p)) return p;
      const found = doc.components?.parameters?.[p.$ref.replace('#/components/parameters/', '')];
      if (!found) throw new Error(`The contract names a parameter it does not define: ${p.$ref}`);
      return found;
    },
  };
}

function problems(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`).join('; ');
}

/**
 * Throws when the call broke the contract: an undeclared status, a body unlike its schema, or a
 * request the server accepted that the contract would refuse.
 */
export async function checkContract(rt: Runtime, method: string, url: string, requestJson: unknown, response: Response): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://contract.test');
  if (pathname === '/api/openapi.json') return;
  let contract = contracts.get(rt);
  if (!contract) {
    contract = load(rt);
    contracts.set(rt, contract);
  }
  const c = await contract;
  const where = `${method} ${pathname}`;
  const found = c.find(method, pathname);
  if (!found) {
    // A route the contract does not name must not exist: the server answers 404 (or 405).
    if (response.status !== 404 && response.status !== 405) throw new Error(`Contract: ${where} answered ${response.status} but the contract has no such operation`);
    return;
  }
  const { operation, pathParams } = found;

  const declared = operation.responses[String(response.status)] ?? operation.responses[`${String(response.status)[0]}XX`] ?? operation.responses.default;
  if (!declared) throw new Error(`Contract: ${where} answered ${response.status}, which the contract does not declare (declared: ${Object.keys(operation.responses).join(', ')})`);
  const schema = declared.content?.['application/json']?.schema;
  if (schema && (response.headers.get('content-type') ?? '').includes('application/json')) {
    const text = await response.clone().text();
    const validate = c.validator(schema, false);
    if (text && !validate(JSON.parse(text))) throw new Error(`Contract: the ${response.status} body of ${where} does not match its schema: ${problems(validate)}`);
  }

  if (response.status < 200 || response.status >= 300) return;
  for (const p of (operation.parameters ?? []).map((x) => c.parameter(x))) {
    if (p.in !== 'query' && p.in !== 'path') continue;
    const value = p.in === 'path' ? pathParams[p.name] : (searchParams.get(p.name) ?? undefined);
    if (value === undefined) {
      if (p.required) throw new Error(`Contract: ${where} was accepted without the required ${p.in} parameter ${p.name}`);
      continue;
    }
    if (!p.schema) continue;
    const validate = c.validator(p.schema, true);
    if (!validate(value))
      throw new Error(`Contract: ${where} was accepted with ${p.in} parameter ${p.name}=${JSON.stringify(value)}, which the contract refuses: ${problems(validate)}`);
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  if (bodySchema && requestJson !== undefined) {
    const validate = c.validator(bodySchema, false);
    if (!validate(requestJson)) throw new Error(`Contract: ${where} accepted a body the contract refuses: ${problems(validate)}`);
  }
}
