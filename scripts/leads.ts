/**
 * `npm run leads`: what the local service captured, in the terminal: the trial codes, the
 * bookings (with their lead, moves and cancellations) and the messages sent about them, and
 * the leads by kind, each with the corrections its visitor sent.
 * Usage: npm run leads [-- --kind demo] [-- --limit 20]   (DATA_DIR or DB_PATH choose the database)
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { brasiliaTime, CHANGE_LABELS } from '../server/inbox.ts';

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

const hasTable = (name: string) =>
  Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));

if (!kind && hasTable('bookings')) {
  const bookings = db
    .prepare(
      `SELECT b.*, (SELECT l.id || ' (' || l.kind || ')' FROM leads l
                    WHERE substr(l.idempotency_key, instr(l.idempotency_key, ' ') + 1) = b.lead_key) AS lead
       FROM bookings b ORDER BY b.id DESC LIMIT ?`,
    )
    .all(limit) as Record<string, string | number | null>[];
  const history = db.prepare('SELECT change, start, created_at FROM booking_notices WHERE booking_id = ? ORDER BY id');
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM bookings').get() as { n: number };
  console.log(`\nagendamentos (${n})`);
  for (const b of bookings) {
    const state = b.status === 'booked' ? 'marcado' : 'cancelado';
    const lead = b.lead ? `lead #${b.lead}` : `lead ainda não recebido (${b.lead_key})`;
    console.log(
      `  ${b.protocol}  ${state}  ${brasiliaTime(String(b.start))} (Brasília)  ${b.name} <${b.email}>  ${lead}`,
    );
    for (const h of history.all(Number(b.id)) as {
      change: keyof typeof CHANGE_LABELS;
      start: string;
      created_at: string;
    }[]) {
      console.log(`      ${h.created_at}  ${CHANGE_LABELS[h.change]} para ${brasiliaTime(h.start)}`);
    }
  }
}

const corrections = hasTable('lead_corrections')
  ? db.prepare('SELECT received_at, payload FROM lead_corrections WHERE lead_key = ? ORDER BY id')
  : undefined;

const kinds = kind
  ? [kind]
  : (db.prepare('SELECT DISTINCT kind FROM leads ORDER BY kind').all() as { kind: string }[]).map((r) => r.kind);
for (const k of kinds) {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM leads WHERE kind = ?').get(k) as { n: number };
  console.log(`\n${k} (${n})`);
  const rows = db
    .prepare('SELECT id, received_at, payload, idempotency_key FROM leads WHERE kind = ? ORDER BY id DESC LIMIT ?')
    .all(k, limit) as {
    id: number;
    received_at: string;
    payload: string;
    idempotency_key: string | null;
  }[];
  for (const row of rows) {
    console.log(`  #${row.id}  ${row.received_at}  ${row.payload}`);
    for (const fix of (corrections?.all(row.idempotency_key ?? '') ?? []) as {
      received_at: string;
      payload: string;
    }[]) {
      console.log(`      corrigido em ${fix.received_at}: ${fix.payload}`);
    }
  }
}
if (!kinds.length) console.log('Nenhum lead ainda.');
db.close();
