// Named prepared statements for the hottest statements (placing a ticket, the request guard):
// PostgreSQL parses and plans them once per connection, then only binds and executes. Drizzle
// sends every query unnamed, which costs a parse and a plan each time, and on PGlite six
// separate calls into the WASM engine where a prepared statement needs one (see
// pglite-statements.ts, which runs them in the database's worker thread).
import { createHash } from 'node:crypto';
import { getTableColumns, is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** A statement compiled once (see `statement`) with its values for one run. */
export interface BoundStatement {
  readonly name: string;
  readonly text: string;
  readonly params: unknown[];
}

/** Runs a statement of fixed shape (the same text every time, only the values change) by name. */
export type RunPrepared = <Row extends Record<string, unknown>>(query: SQL) => Promise<Row[]>;

/** RunPrepared that also runs a statement compiled once (`statement`). */
export type RunStatement = <Row extends Record<string, unknown>>(query: SQL | BoundStatement) => Promise<Row[]>;

// Names are kept per text; past this many shapes a caller is building texts it should not,
// and statements run unnamed rather than piling up in every connection.
const MAX_NAMED = 200;
const dialect = new PgDialect();
const names = new Map<string, string>();

const isBound = (query: SQL | BoundStatement): query is BoundStatement => typeof (query as BoundStatement).text === 'string';

function compile(query: SQL | BoundStatement): { name: string | undefined; text: string; params: unknown[] } {
  if (isBound(query)) return query;
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (!name && names.size < MAX_NAMED) {
    name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return { name, text, params };
}

/** node-postgres keeps each connection's named statements and prepares a name on first use there. */
export function postgresRunner(pool: pg.Pool): RunStatement {
  return async <Row extends Record<string, unknown>>(query: SQL | BoundStatement) => {
    const { name, text, params } = compile(query);
    const result = await pool.query<Row>(name ? { name, text, values: params } : { text, values: params });
    return result.rows;
  };
}

/** The embedded database runs in a worker thread: the statement goes there by name and text. */
export function pgliteRunner(run: (name: string, text: string, params: unknown[]) => Promise<Record<string, unknown>[]>): RunStatement {
  return async <Row extends Record<string, unknown>>(query: SQL | BoundStatement) => {
    const { name = '', text, params } = compile(query);
    return (await run(name, text, params)) as Row[];
  };
}

/**
 * A statement of fixed shape compiled once, its values named with `sql.placeholder(name)`:
 * the hottest reads (every player request's guard) then skip building and compiling the query
 * on each run, and only fill in the values.
 */
export function statement<Values extends Record<string, unknown>>(query: SQL): { bind(values: Values): BoundStatement } {
  const { name, text, params } = compile(query);
  if (!name) throw new Error('Too many statement shapes to name another one.');
  const slots = params.map((p): { placeholder: string } | { placeholder: null; value: unknown } =>
    is(p, Placeholder) ? { placeholder: String(p.name) } : { placeholder: null, value: p },
  );
  return {
    bind(values) {
      return { name, text, params: slots.map((slot) => (slot.placeholder === null ? slot.value : values[slot.placeholder])) };
    },
  };
}

/**
 * A compiled statement as Drizzle SQL again, to run it inside a transaction (Drizzle's
 * transactions take SQL, not names). Drizzle numbers a statement's parameters $1, $2, ... in
 * the order they appear and never writes a $ of its own, so each $n goes back as its value.
 */
export function boundSql(bound: BoundStatement): SQL {
  const parts = bound.text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${bound.params[Number(part) - 1]}`)));
}

/**
 * Every column of a table as a select list, and the mapping of a prepared statement's row back
 * to the row type Drizzle's own select gives, so a prepared read can stand in for db.select().
 * Timestamps must carry a time zone (all of ours do): both drivers then hand back exact Dates.
 */
export function tableRow<T extends PgTable>(table: T): { columns: SQL; map(raw: Record<string, unknown>): T['$inferSelect'] } {
  const columns = Object.entries(getTableColumns(table));
  return {
    columns: sql.join(
      columns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    ),
    map(raw) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = raw[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
  };
}
