import { describe, expect, it } from 'vitest';
import { shouldLoadTags } from '../../src/runtime/analytics.ts';

describe('shouldLoadTags (docs/behaviour.md §2: tags only on https, non-local hosts)', () => {
  it.each([
    ['https:', 'www.gvp.digital', true],
    ['http:', 'www.gvp.digital', false],
    ['https:', 'localhost', false],
    ['https:', '127.0.0.1', false],
    ['http:', '127.0.0.1', false],
    ['https:', '[::1]', false],
    ['https:', 'gvp.localhost', false],
  ])('%s//%s -> %s', (protocol, hostname, expected) => {
    expect(shouldLoadTags({ protocol, hostname })).toBe(expected);
  });
});
