// Migrated empty databases that every API test file's database is copied from, so no file
// pays for initdb (about 4 s of CPU in PGlite) and the migrations: a PGlite data directory
// archive, and on PostgreSQL a template database (CREATE DATABASE ... TEMPLATE). Both are
// named by a hash of the migrations and the PGlite version, and built once.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const migrationsFolder = join(root, 'src/server/db/migrations');

/** What a template depends on: every migration file and the engine's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
      else if (!name.includes('.')) walk(path);
    }
  };
  walk(migrationsFolder);
  hash.update(JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version as string);
  return hash.digest('hex').slice(0, 16);
}

/** The path of a migrated PGlite data directory archive (dumpDataDir), built when missing. */
export async function pgliteTemplate(): Promise<string> {
  const dir = join(root, '.tmp/db-templates');
  const path = join(dir, `pglite-${templateKey()}.tar`);
  if (existsSync(path)) return path;
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = new PGlite();
  try {
    await migrate(drizzle({ client: db }), { migrationsFolder });
    const archive = await db.dumpDataDir('none');
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed: parallel runs never read half a file.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await db.close();
  }
  return path;
}

/** The name of a migrated template database on the PostgreSQL at `adminUrl`, created when missing. */
export async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `t_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Built under another name and renamed, so a run that stops half way leaves no broken template.
    const building = `${name}_${process.pid}`;
    await admin.query(`drop database if exists ${building}`);
    await admin.query(`create database ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.end();
    }
    await admin.query(`alter database ${building} rename to ${name}`).catch(async (err: unknown) => {
      // Another run finished the same template first.
      await admin.query(`drop database if exists ${building}`);
      if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) throw err;
    });
    return name;
  } finally {
    await admin.end();
  }
}
