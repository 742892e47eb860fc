/**
 * One rule for text on both engines (contracts/text.ts): a string PostgreSQL cannot store (a
 * NUL, an unpaired surrogate) is refused by the local service and by the provider kit alike,
 * naming the field, and the browser's request helper cleans it before it leaves, so the same
 * body is then taken by both. Derived from every lead call's valid payload and every string in
 * it, nested ones included, never from a hand list of fields.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../server/app.ts';
import { openDb } from '../../server/db.ts';
import { SCHEMAS } from '../../src/contracts/bodies.ts';
import { CALL_NAMES, CALLS, type CallContract } from '../../src/contracts/calls.ts';
import { wellFormed, wellFormedText } from '../../src/contracts/text.ts';
import { checkOf, flowOf, kit } from '../fixtures/kit.ts';
import { payloads } from '../fixtures/leads.ts';

type Body = Record<string, unknown>;

/** The fields an answer names, by their top-level key ('formData.name' is 'formData'), once each. */
const topLevel = (fields: string[]) => [...new Set(fields.map((f) => f.split('.')[0] ?? f))].sort();

/** The kit's check for a path: its status (201 when it packs the lead for PostgreSQL), and the fields it names. */
function kitCheck(path: string, body: Body): { status: number; fields: string[] } {
  const checked = checkOf(flowOf(path) ?? '', { body });
  const fields = (checked.body?.fields as { field: string }[] | undefined) ?? [];
  return { status: checked.request ? 201 : (checked.status ?? 0), fields: topLevel(fields.map((f) => f.field)) };
}

let app: ReturnType<typeof createApi>;
beforeEach(() => {
  app = createApi({ db: openDb(':memory:'), allowedOrigins: ['https://www.gvp.digital'], rateLimitPerMinute: 1000 });
});

async function localCheck(path: string, body: Body): Promise<{ status: number; fields: string[] }> {
  const response = await app.request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
  );
  const answer = (await response.json()) as { fields?: { field: string }[] };
  const named = (answer.fields ?? []).map((f) => f.field);
  // Each field once, as the kit names it: a blank name breaks two rules, and is one wrong field.
  expect(named, path).toEqual([...new Set(named)]);
  return { status: response.status, fields: topLevel(named) };
}

/** The kit's paths that store a lead: the ones it checks before PostgreSQL. */
const storedPaths = Object.values(kit).flatMap((f) =>
  f.nodes.some((n) => n.name === 'Verificar pedido')
    ? f.nodes.filter((n) => n.name === 'Webhook').map((n) => `/webhook/${n.parameters.path}`)
    : [],
);

/** Each lead fixture with the path of the call whose schema takes it: the contracts decide, not a list here. */
const leads = Object.entries(payloads).flatMap(([name, body]) => {
  const call = CALL_NAMES.find((c) => SCHEMAS[c].safeParse(body).success);
  const path = call && CALLS[call].path;
  return path && storedPaths.includes(path) ? [{ name, path, body: body as Body }] : [];
});

/** Every string of a body, by its path of keys ('formData.name'), with a setter for a copy. */
function strings(body: Body, prefix: string[] = []): { at: string[]; value: string }[] {
  return Object.entries(body).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ at: [...prefix, key], value }]
      : value && typeof value === 'object'
        ? strings(value as Body, [...prefix, key])
        : [],
  );
}
function withValue(body: Body, at: string[], value: string): Body {
  const [key = '', ...rest] = at;
  return { ...body, [key]: rest.length ? withValue(body[key] as Body, rest, value) : value };
}

/** The fields that tell the calls sharing a path apart (contracts/calls.ts `when`). */
const selectors = (path: string) =>
  CALL_NAMES.filter((c) => CALLS[c].path === path).flatMap((c) => {
    const when = (CALLS[c] as CallContract).when;
    return when ? [when.field] : [];
  });

/** Taken: 201 for a lead, 200 for the trial's code. */
const taken = (status: number) => status === 200 || status === 201;

describe('text both engines can store', () => {
  it('the fixtures cover every path where the kit stores a lead', () => {
    expect(new Set(leads.map((l) => l.path))).toEqual(new Set(storedPaths));
  });

  for (const { name, path, body } of leads) {
    it(`${name}: every string with a NUL or an unpaired surrogate, or only a NUL, gets the same 400 from both, naming the same fields; cleaned, taken by both`, async () => {
      expect(taken((await localCheck(path, body)).status)).toBe(true);
      expect(taken(kitCheck(path, body).status)).toBe(true);
      for (const { at, value } of strings(body)) {
        // '\u0000' alone is a blank text too: two rules broken, one field named, by both.
        for (const broken of [`${value}\u0000x`, `\uD800${value}`, `${value}\uDC00`, '\u0000']) {
          const sent = withValue(body, at, broken);
          const local = await localCheck(path, sent);
          expect(local.status, `${at.join('.')}: local`).toBe(400);
          expect(local.fields.length, `${at.join('.')}: local names a field`).toBeGreaterThan(0);
          // A field that tells the calls of a path apart (a CV's 'tipo'), once broken, leaves each
          // engine guessing which form it was, and they name different fields: the status agrees.
          if (selectors(path).includes(at[0] ?? '')) expect(kitCheck(path, sent).status).toBe(400);
          else expect(kitCheck(path, sent), `${at.join('.')}: the kit as the local service`).toEqual(local);
        }
      }
      // What the browser sends instead: a name with a NUL inside, cleaned by its request helper.
      const [first] = strings(body).filter(({ value }) => /^\p{L}/u.test(value) && value.includes(' '));
      expect(first, 'a text field with two words').toBeDefined();
      const cleaned = wellFormed(withValue(body, first?.at ?? [], first?.value.replace(' ', '\u0000') ?? '')) as Body;
      expect(taken((await localCheck(path, cleaned)).status)).toBe(true);
      expect(taken(kitCheck(path, cleaned).status)).toBe(true);
    });
  }
});

describe('the cleaning', () => {
  it('turns a control character into a space and an unpaired surrogate into U+FFFD; keeps emoji, accents, tabs and line breaks', () => {
    expect(wellFormedText('Ana\u0000Silva')).toBe('Ana Silva');
    expect(wellFormedText('Loja\u0007 da\u001FMarina')).toBe('Loja  da Marina');
    expect(wellFormedText('a\uD800b\uDC00c')).toBe('a\uFFFDb\uFFFDc');
    expect(wellFormedText('Olá 😀\tlinha\r\nnova ção')).toBe('Olá 😀\tlinha\r\nnova ção');
    expect(wellFormed({ n: 1, ok: true, list: ['x\u0000'], inner: { 'k\u0000': null } })).toEqual({
      n: 1,
      ok: true,
      list: ['x '],
      inner: { 'k ': null },
    });
  });
});
