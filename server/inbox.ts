/** The local inbox page: the latest leads by kind, the conversations and the trial codes. */
import { html, raw } from 'hono/html';
import { CALL_NAMES, CALLS, isBookingCall } from '../src/contracts/calls.ts';
import type { Db } from './db.ts';

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

// `html` escapes every interpolated value: a lead's text can never become markup here.
function leadsOf(db: Db, kind: string, label: string) {
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
                  html`<tr><td>${lead.id}</td><td>${lead.receivedAt}</td><td><pre>${JSON.stringify(lead.payload, null, 2)}</pre></td></tr>`,
              )}
            </tbody>
          </table>`
        : html`<p>Nada ainda.</p>`
    }
  </section>`;
}

export function renderInbox(db: Db) {
  const codes = db.trialCodes(20);
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
    ${Object.entries(KIND_LABELS).map(([kind, label]) => leadsOf(db, kind, label))}
  </body>
</html>`;
}
