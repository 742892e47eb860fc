import { describe, expect, it } from 'vitest';
import { pricingPageAB } from '../../src/contracts/ab.ts';
import { AB_STORAGE_KEY, pricingPageFlag } from '../../src/runtime/ab.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('pricingPageAB flag (docs/behaviour.md §3 and §7.15)', () => {
  it('chooses 50/50 on the first visit and stores the choice', () => {
    const low = memoryStorage();
    expect(pricingPageFlag(low, () => 0.49)).toBe('true');
    expect(low.data.get(AB_STORAGE_KEY)).toBe('true');
    const high = memoryStorage();
    expect(pricingPageFlag(high, () => 0.5)).toBe('false');
    expect(high.data.get(AB_STORAGE_KEY)).toBe('false');
  });

  it('reuses the stored flag on later visits', () => {
    const storage = memoryStorage({ [AB_STORAGE_KEY]: 'false' });
    expect(pricingPageFlag(storage, () => 0)).toBe('false');
  });

  it('chooses again when the stored value is not a flag', () => {
    const storage = memoryStorage({ [AB_STORAGE_KEY]: 'talvez' });
    expect(pricingPageFlag(storage, () => 0.1)).toBe('true');
    expect(storage.data.get(AB_STORAGE_KEY)).toBe('true');
  });

  it('still answers when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(pricingPageFlag(broken, () => 0.9)).toBe('false');
    expect(pricingPageFlag(null, () => 0.1)).toBe('true');
  });

  it('turns the flag into the payload text', () => {
    expect(pricingPageAB('true')).toBe('pagina de precos ativada');
    expect(pricingPageAB('false')).toBe('pagina de precos desativada');
    expect(pricingPageAB(null)).toBe('pagina de precos desativada');
  });
});
