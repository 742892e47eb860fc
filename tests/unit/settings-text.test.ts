/**
 * Page content names the company's settings instead of copying them (build/settings-text.ts):
 * every `{name}` of a setting becomes its value, at any depth of a page's sections, and other
 * braces (a mock-up's template field) stay as written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillSettings, SETTINGS_TEXT, withSettings } from '../../src/build/settings-text.ts';
import { site, whatsappLink } from '../../src/config/site.ts';
import { readFrontMatter } from '../../src/contracts/front-matter.ts';

describe('settings named in page texts', () => {
  it('a phone, a link and an e-mail become the settings’ values', () => {
    expect(fillSettings('Ligue {phone} ou escreva para {email}.')).toBe(
      `Ligue ${site.phone.display} ou escreva para ${site.email}.`,
    );
    expect(fillSettings('tel:{phoneTel}')).toBe(`tel:${site.phone.tel}`);
    expect(fillSettings('{whatsappLink}')).toBe(whatsappLink());
  });

  it('a name that is not a setting stays as written', () => {
    expect(fillSettings('Olá {nome}, seu pedido {pedido} saiu.')).toBe('Olá {nome}, seu pedido {pedido} saiu.');
  });

  it('reaches every text of a page’s sections and leaves numbers and flags alone', () => {
    const sections = [
      {
        type: 'cta',
        title: 'Fale com a gente',
        text: 'Ligue {phone}.',
        actions: [{ href: 'mailto:{email}' }],
        hours: 8,
        featured: true,
      },
    ];
    expect(withSettings(sections)).toEqual([
      {
        type: 'cta',
        title: 'Fale com a gente',
        text: `Ligue ${site.phone.display}.`,
        actions: [{ href: `mailto:${site.email}` }],
        hours: 8,
        featured: true,
      },
    ]);
  });

  it('every setting a company page names exists, so none reaches a visitor as braces', () => {
    const names = new Set(Object.keys(SETTINGS_TEXT));
    const used = readdirSync('content/pages').flatMap((file) => {
      const { data } = readFrontMatter(readFileSync(`content/pages/${file}`, 'utf8'));
      return [...JSON.stringify(data).matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => `${file}: {${m[1]}}`);
    });
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((token) => !names.has(token.replace(/^.*\{|\}$/g, '')))).toEqual([]);
  });
});
