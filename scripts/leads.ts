/**
 * `npm run leads`: what the local service captured, in the terminal.
 * Usage: npm run leads [-- --kind demo] [-- --limit 20]   (DATA_DIR or DB_PATH choose the database)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dbPath = process.env.DB_PATH ?? join(resolve(process.env.DATA_DIR ?? 'data'), 'leads.sqlite');
if (!existsSync(dbPath)) {
  console.log(`Nenhum lead ainda: ${dbPath} não existe. Rode "npm start" e envie um formulário.`);
  process.exit(0);
}
const db = new DatabaseSync(dbPath, { readOnly: true });
const kind = option('kind');
const limit = Number(option('limit') ?? 10);

const codes = db.prepare('SELECT created_at, email, code FROM trial_codes ORDER BY id DESC LIMIT 5').all() as Record<
  string,
  string
>[];
if (codes.length) {
  console.log('\nCódigos de verificação do teste grátis (mais recentes):');
  for (const c of codes) console.log(`  ${c.created_at}  ${c.email}  ${c.code}`);
}

const kinds = kind
  ? [kind]
  : (db.prepare('SELECT DISTINCT kind FROM leads ORDER BY kind').all() as { kind: string }[]).map((r) => r.kind);
for (const k of kinds) {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM leads WHERE kind = ?').get(k) as { n: number };
  console.log(`\n${k} (${n})`);
  const rows = db
    .prepare('SELECT id, received_at, payload FROM leads WHERE kind = ? ORDER BY id DESC LIMIT ?')
    .all(k, limit) as {
    id: number;
    received_at: string;
    payload: string;
  }[];
  for (const row of rows) console.log(`  #${row.id}  ${row.received_at}  ${row.payload}`);
}
if (!kinds.length) console.log('Nenhum lead ainda.');
db.close();
