/**
 * The local inbox page: the latest leads by kind (each with its corrections), the bookings with
 * their lead and history, the messages sent to visitors, and the trial codes.
 */
import { html, raw } from 'hono/html';
import { BUSINESS_TIME_ZONE, wallClock } from '../src/contracts/booking.ts';
import { CALL_NAMES, CALLS, isBookingCall } from '../src/contracts/calls.ts';
import type { Bookings } from './bookings.ts';
import type { Db, StoredCorrection } from './db.ts';

/**
 * Each kind stored as a lead, by its contract's label: a new call shows here without a line of
 * its own. Chat events and bookings have their own tables below.
 */
const KIND_LABELS: Record<string, string> = Object.fromEntries(
  CALL_NAMES.filter((name) => CALLS[name].method === 'POST' && name !== 'chatMessage' && !isBookingCall(name)).map(
    (name): [string, string] => [CALLS[name].kind, CALLS[name].label],
  ),
);

const STYLE = `body{font:14px system-ui,sans-serif;margin:2rem;color:#0f172a}h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #cbd5e1;padding:.4rem;text-align:left;vertical-align:top}
pre{margin:0;white-space:pre-wrap;font-size:12px}small{color:#475569}`;

/** A slot as whoever runs the site reads it: Brasília's date and time. */
export function brasiliaTime(start: string): string {
  const { date, time } = wallClock(new Date(start), BUSINESS_TIME_ZONE);
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time}`;
}

/** What happened to a booking, in the inbox's words. */
export const CHANGE_LABELS = { booked: 'marcado', moved: 'remarcado', cancelled: 'cancelado' } as const;

// `html` escapes every interpolated value: a lead's text can never become markup here.
function leadsOf(db: Db, kind: string, label: string, corrections: Map<string, StoredCorrection[]>) {
  const leads = db.leads({ kind, limit: 50 });
  return html`<section>
    <h2>${label} <small>(${db.countLeads(kind)})</small></h2>
    ${
      leads.length
        ? html`<table>
            <thead><tr><th>#</th><th>Recebido em</th><th>Dados</th></tr></thead>
            <tbody>
              ${leads.map(
                (lead) =>
                  html`<tr><td>${lead.id}</td><td>${lead.receivedAt}</td><td><pre>${JSON.stringify(lead.payload, null, 2)}</pre>${(
                    corrections.get(lead.idempotencyKey ?? '') ?? []
                  ).map(
                    (fix) =>
                      html`<p><strong>Corrigido pelo visitante em ${fix.receivedAt}:</strong></p><pre>${JSON.stringify(fix.payload, null, 2)}</pre>`,
                  )}</td></tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>Nada ainda.</p>`
    }
  </section>`;
}

function bookingsOf(bookings: Bookings | undefined) {
  if (!bookings) return '';
  const list = bookings.list(50);
  const notices = bookings.notices(20);
  return html`<section>
    <h2>Agendamentos <small>(${list.length})</small></h2>
    ${
      list.length
        ? html`<table>
            <thead><tr><th>Protocolo</th><th>Situação</th><th>Horário (Brasília)</th><th>Visitante</th><th>Lead</th><th>Histórico</th></tr></thead>
            <tbody>
              ${list.map(
                (b) => html`<tr>
                  <td>${b.protocol}</td>
                  <td>${b.status === 'booked' ? 'marcado' : 'cancelado'}</td>
                  <td>${brasiliaTime(b.start)} <small>(${b.minutes} min, ${b.consultant})</small></td>
                  <td>${b.name}<br /><small>${b.email}</small></td>
                  <td>${b.lead ? `#${b.lead.id} (${b.lead.kind})` : html`<small>ainda não recebido: ${b.leadKey}</small>`}</td>
                  <td>${b.history.map((h) => html`<div>${h.createdAt}: ${CHANGE_LABELS[h.change]} para ${brasiliaTime(h.start)}</div>`)}</td>
                </tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>Nenhum agendamento ainda.</p>`
    }
  </section>
  <section>
    <h2>Mensagens enviadas aos visitantes <small>(confirmações, remarcações, cancelamentos)</small></h2>
    ${
      notices.length
        ? html`<table>
            <thead><tr><th>Enviada em</th><th>Para</th><th>Mensagem</th></tr></thead>
            <tbody>
              ${notices.map(
                (n) =>
                  html`<tr><td>${n.createdAt}</td><td>${n.to}</td><td><strong>${n.subject}</strong><pre>${n.text}</pre></td></tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>Nenhuma mensagem ainda.</p>`
    }
  </section>`;
}

export function renderInbox(db: Db, bookings?: Bookings) {
  const codes = db.trialCodes(20);
  const corrections = new Map<string, StoredCorrection[]>();
  for (const fix of db.corrections()) corrections.set(fix.leadKey, [...(corrections.get(fix.leadKey) ?? []), fix]);
  return html`<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="robots" content="noindex" />
    <title>Caixa de entrada local - GVP.Digital</title>
    <style>${raw(STYLE)}</style>
  </head>
  <body>
    <h1>Caixa de entrada local</h1>
    <p>O que o site capturou nesta máquina, do mais recente ao mais antigo.</p>
    <section>
      <h2>Códigos de verificação do teste grátis</h2>
      ${
        codes.length
          ? html`<table>
              <thead><tr><th>Enviado em</th><th>E-mail</th><th>Código</th></tr></thead>
              <tbody>
                ${codes.map((c) => html`<tr><td>${c.createdAt}</td><td>${c.email}</td><td><strong>${c.code}</strong></td></tr>`)}
              </tbody>
            </table>`
          : html`<p>Nenhum código ainda.</p>`
      }
    </section>
    ${bookingsOf(bookings)}
    ${Object.entries(KIND_LABELS).map(([kind, label]) => leadsOf(db, kind, label, corrections))}
  </body>
</html>`;
}
