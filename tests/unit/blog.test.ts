// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { toListItem } from '../../src/contracts/blog.ts';
import { categoriesOf, formatArticleDate, formatListDate } from '../../src/logic/blog.ts';
import { sanitiseArticle } from '../../src/logic/sanitise.ts';
import { normaliseSlug } from '../../src/logic/slug.ts';

describe('normaliseSlug (docs/behaviour.md §9)', () => {
  it.each([
    ['Atendimento Omnichannel', 'atendimento-omnichannel'],
    ['Gestão de Vendas & Pós-Vendas', 'gestao-de-vendas-pos-vendas'],
    ['--IA   no   atendimento--', 'ia-no-atendimento'],
    ['ÇÃO é Ótimo!!', 'cao-e-otimo'],
    ['já-normalizado', 'ja-normalizado'],
    ['  ', ''],
    ['100% WhatsApp', '100-whatsapp'],
  ])('%s -> %s', (input, output) => expect(normaliseSlug(input)).toBe(output));
});

describe('dates in Brasília time', () => {
  it('formats the article with seconds and the list without', () => {
    expect(formatArticleDate('2024-12-10T09:30:05-03:00')).toBe('10/12/24 09:30:05');
    expect(formatListDate('2024-12-10T09:30:05-03:00')).toBe('10/12/24 09:30');
    expect(formatListDate('2024-12-10T02:00:00Z')).toBe('09/12/24 23:00');
    expect(formatArticleDate('ontem')).toBe('');
  });
});

describe('list items accept both spellings', () => {
  it('reads titulo, resumo, autor and data, and defaults the category to Blog', () => {
    expect(
      toListItem({
        slug: 'a',
        titulo: 'Título',
        resumo: 'Resumo',
        autor: 'Ana',
        data: '2024-12-10T09:30:00Z',
        readtime: 4,
      }),
    ).toEqual({
      id: 'a',
      slug: 'a',
      title: 'Título',
      excerpt: 'Resumo',
      author: 'Ana',
      date: '2024-12-10T09:30:00Z',
      image: '',
      category: 'Blog',
      readTime: 4,
    });
    expect(
      toListItem({ id: 7, slug: 'b', title: 'T', excerpt: 'E', author: 'A', date: 'D', category: 'CRM', readTime: 3 }),
    ).toMatchObject({
      id: '7',
      title: 'T',
      category: 'CRM',
      readTime: 3,
    });
  });
  it('splits categories', () => {
    expect(categoriesOf('Automação, Tecnologia ,, CRM')).toEqual(['Automação', 'Tecnologia', 'CRM']);
  });
});

describe('the sanitiser', () => {
  const payloads = [
    '<script>window.pwned=1</script><p>ok</p>',
    '<img src="x" onerror="window.pwned=1">',
    '<a href="javascript:window.pwned=1">clique</a>',
    '<iframe src="https://malicioso.example"></iframe>',
    '<svg><script>window.pwned=1</script></svg>',
    '<p onclick="window.pwned=1" style="background:url(javascript:alert(1))">texto</p>',
    '<form action="https://malicioso.example"><input name="senha"></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<object data="x.swf"></object><embed src="x.swf">',
  ];
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitiseArticle(payload);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<form|<object|<embed|<style/i);
  });
  it('keeps the article markup', () => {
    const html =
      '<h2>Título</h2><p>Um <strong>texto</strong> com <a href="https://www.gvp.digital/contact">link</a>.</p><ul><li>item</li></ul><img src="/blog/a.svg" alt="capa">';
    expect(sanitiseArticle(html)).toBe(html);
  });
});
