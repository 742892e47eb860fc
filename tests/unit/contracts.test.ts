/**
 * The contracts are the one place a call is spelled: these tests prove that what derives
 * from them agrees (the zod schemas, the local service's routing, the forms' inputs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAD_FORM_CALLS } from '../../src/client/island-registry.ts';
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

  // Every lead form of the island registry, found by the call its entry names: a new form is
  // checked the day it is registered.
  const formFiles = readdirSync('src/islands/forms').filter((file) => file.endsWith('.tsx'));
  it.each(LEAD_FORM_CALLS)('the $name island has one input per field of its contract ($call)', ({ call }) => {
    const sources = formFiles
      .map((file) => readFileSync(`src/islands/forms/${file}`, 'utf8'))
      .filter((source) => source.includes(`call="${call}"`));
    expect(sources).toHaveLength(1);
    const names = [...(sources[0] ?? '').matchAll(/name: '([^']+)'/g)].map((m) => m[1]).sort();
    expect(names).toEqual([...CALLS[call].fields].sort());
  });

  it('every form that sends a call is a registered lead form', () => {
    const sent = formFiles.flatMap((file) =>
      [...readFileSync(`src/islands/forms/${file}`, 'utf8').matchAll(/\bcall="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(LEAD_FORM_CALLS.map(({ call }) => call).sort()).toEqual(sent.sort());
  });
});
