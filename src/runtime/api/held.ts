/**
 * Leads a visitor sent while their form's code could not load (client/islands.ts kept them
 * under HELD_KEY): on a later page, or when the connection is back, each goes through the
 * outbox like any lead, so it arrives exactly once (a lead the form sent meanwhile has the
 * same fingerprint, and is not sent twice).
 */
import { HONEYPOT_FIELD, isLeadCall, type LeadCall } from '../../contracts/calls.ts';
import type { ValuesOf } from '../../contracts/payloads.ts';
import { safeStorage } from '../storage.ts';
import { sendLead } from './calls.ts';
import { HELD_KEY, type HeldLead } from './keys.ts';

export async function sendHeldLeads(): Promise<void> {
  const storage = safeStorage();
  let leads: HeldLead[];
  try {
    leads = JSON.parse(storage?.getItem(HELD_KEY) ?? '[]') as HeldLead[];
  } catch {
    leads = [];
  }
  // Each one is in the outbox before it leaves this list: nothing is lost between the two.
  for (const lead of leads) {
    // Kept by this very page: its form sends it when its code arrives.
    if (!isLeadCall(lead.call) || lead.owner === String(performance.timeOrigin)) continue;
    const { [HONEYPOT_FIELD]: honeypot, ...values } = lead.values;
    const sending = sendLead(lead.call, values as ValuesOf<LeadCall>, honeypot);
    const rest = leads.filter((other) => other !== lead);
    try {
      if (rest.length) storage?.setItem(HELD_KEY, JSON.stringify(rest));
      else storage?.removeItem(HELD_KEY);
    } catch {
      // The outbox has it; the kept copy is the same lead and would not be sent twice.
    }
    leads = rest;
    // A failed attempt stays in the outbox, which tries again on its own.
    await sending.settled;
  }
}
