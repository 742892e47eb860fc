/**
 * The contracts are the one place a call is spelled: these tests prove that what derives
 * from them agrees (the zod schemas, the local service's routing, the forms' inputs).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMAS } from '../../src/contracts/bodies.ts';
import { bodyFields, CALL_NAMES, CALLS, callFor, callsOn } from '../../src/contracts/calls.ts';
import { payloads } from '../fixtures/leads.ts';

describe('contracts', () => {
  it.each(CALL_NAMES)('%s: the schema has exactly the contract’s fields', (name) => {
    const shape = Object.keys(SCHEMAS[name].shape).sort();
    expect(shape).toEqual(bodyFields(name).sort());
  });

  it('every sample body belongs to the call it is named after, on its path', () => {
    const samples = {
      demoRequest: payloads.demo,
      chatLead: payloads.chatLead,
      homeContact: payloads.homeContact,
      cv: payloads.cv,
      contact: payloads.contact,
      proposal: payloads.proposal,
      partner: payloads.partner,
      blogCreate: payloads.blogCreate,
      trialStart: payloads.trial,
      emailParam: payloads.emailParam,
    } as const;
    for (const [name, body] of Object.entries(samples)) {
      const call = callFor(CALLS[name as keyof typeof samples].path, body as Record<string, unknown>);
      expect(call).toBe(name);
      expect(SCHEMAS[name as keyof typeof samples].safeParse(body).success).toBe(true);
    }
  });

  it('a shared path lists its default call last, and a body of no call there finds none', () => {
    expect(callsOn('/webhook/gvpomni')).toEqual(['cv', 'proposal', 'contact']);
    expect(callsOn('/webhook/demo')).toEqual(['demoRequest', 'chatLead']);
    expect(callFor('/webhook/demo', { source: 'outra' })).toBeUndefined();
  });

  it.each([
    ['CvForm', 'cv'],
    ['ContactForm', 'contact'],
    ['ProposalForm', 'proposal'],
    ['PartnerForm', 'partner'],
  ] as const)('%s has one input per field of its contract', (file, call) => {
    const source = readFileSync(`src/islands/forms/${file}.tsx`, 'utf8');
    expect(source).toContain(`call="${call}"`);
    const names = [...source.matchAll(/name: '([^']+)'/g)].map((m) => m[1]).sort();
    expect(names).toEqual([...CALLS[call].fields].sort());
  });
});
