// PGlite has no named statements in its query API, so this speaks the wire protocol through its
// public execProtocol: Parse once per name, then Bind, Describe, Execute and Sync in one call.
// It runs in the database's worker thread (pglite-worker.ts).
import { parse, protocol, type PGlite } from '@electric-sql/pglite';

export type RunStatement = (name: string, text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const textValue = (v: unknown): string | null => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v));

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Holds PGlite's transaction and query locks like PGlite's own query() does, so a statement never
 * runs inside somebody else's open transaction; Sync commits it as its own transaction. An empty
 * name runs the text unnamed.
 */
export function namedStatements(client: PGlite): RunStatement {
  const wire = protocol.serialize;
  const parsed = new Set<string>();
  return (name, text, params) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        // Parse goes alone the first time: a statement that fails to parse is not remembered.
        if (!name || !parsed.has(name)) {
          await client.execProtocol(concat([wire.parse({ name, text, types: [] }), wire.sync()]));
          if (name) parsed.add(name);
        }
        const { messages } = await client.execProtocol(
          concat([wire.bind({ statement: name, values: params.map(textValue) }), wire.describe({ type: 'P' }), wire.execute({}), wire.sync()]),
        );
        return (parse.parseResults(messages, client.parsers, { rowMode: 'object' })[0]?.rows ?? []) as Record<string, unknown>[];
      }),
    );
}
