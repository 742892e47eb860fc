/** The content model of every page: product, sector and company pages (src/schemas/sections/). */
import { describe, expect, it } from 'vitest';
import { companyPageSchema, contentPageSchema } from '../../src/schemas/page.ts';
import { sectionSchema } from '../../src/schemas/sections/index.ts';
import { ONE_SPLIT_BODY } from '../../src/schemas/sections/split.ts';

const issues = (value: unknown) => {
  const result = sectionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('sections', () => {
  it('accept a hero with a simulated chat ending in the 0-10 rating, with defaults filled', () => {
    const parsed = sectionSchema.parse({
      type: 'hero',
      title: 'Atendimento com IA',
      lead: 'Uma frase que explica o que o visitante ganha.',
      chat: {
        lines: [
          { from: 'user', text: 'Oi!' },
          { from: 'bot', text: 'Olá! Como posso ajudar?' },
        ],
        rating: { score: 9 },
      },
    });
    expect(parsed).toMatchObject({
      actions: [],
      points: [],
      chat: {
        contact: 'Gê - Assistente Digital',
        rating: { question: 'De 0 a 10, qual a sua satisfação com este atendimento?', score: 9 },
      },
    });
  });

  it('name the field that is missing or wrong', () => {
    expect(issues({ type: 'metrics', items: [{ value: '80%' }, { value: '2x', label: 'mais vendas' }] })).toEqual([
      'items.0.label: Invalid input: expected string, received undefined',
    ]);
    expect(
      issues({ type: 'video', title: 'Demonstração', video: 'Omni Talk', caption: 'Vídeo de demonstração' }),
    ).toEqual(['video: The id of a video in content/videos.yaml, such as omni-talk.']);
  });

  it('refuse a field the type does not have, so a typo cannot pass silently', () => {
    const items = [
      { question: 'Tem teste grátis?', answer: 'Sim, por 30 dias.' },
      { question: 'Precisa de cartão?', answer: 'Não precisa.' },
    ];
    expect(issues({ type: 'faq', title: 'Perguntas', items })).toEqual([]);
    expect(issues({ type: 'faq', title: 'Perguntas', items, subtitulo: 'x' })).toEqual([
      ': Unrecognized key: "subtitulo"',
    ]);
  });

  it('keep the rating on the 0-10 scale and audio files in public/audio', () => {
    expect(
      issues({
        type: 'chat-demo',
        title: 'Demonstração',
        demos: [
          {
            title: 'Vendas',
            chat: {
              lines: [
                { from: 'bot', text: 'Olá!' },
                { from: 'user', text: 'Oi!' },
              ],
              rating: { score: 11 },
            },
          },
        ],
      })[0],
    ).toMatch(/^demos\.0\.chat\.rating\.score/);
    expect(
      issues({
        type: 'audio',
        title: 'Ouça',
        items: [
          {
            title: 'URA',
            text: 'Uma ligação',
            src: 'https://cdn.example.com/a.wav',
            transcript: [{ speaker: 'URA', text: 'Olá' }],
          },
        ],
      }),
    ).toEqual(['items.0.src: Point at a file of public/audio, such as /audio/ura-ativa.mp3.']);
  });

  it('want exactly one of href or action on a call to action', () => {
    expect(
      issues({
        type: 'cta',
        title: 'Fale com a gente',
        text: 'Texto do convite',
        actions: [{ label: 'Ir', href: '/contact', action: 'chat' }],
      }),
    ).toEqual(['actions.0: Give exactly one of `href` or `action`.']);
  });

  it('default a page to the blue theme and refuse an unknown one', () => {
    const page = {
      title: 'Omni Teste',
      subtitle: 'Um módulo de teste.',
      tagline: 'Linha do menu',
      description: 'Descrição da página de teste.',
      features: ['Um recurso', 'Outro recurso', 'Mais um'],
      order: 1,
      sections: [
        {
          type: 'cta',
          title: 'Fale com a gente',
          text: 'Texto do convite',
          actions: [{ label: 'Ir', href: '/contact' }],
        },
      ],
    };
    expect(contentPageSchema.parse(page).theme).toBe('blue');
    expect(contentPageSchema.safeParse({ ...page, theme: 'verde' }).success).toBe(false);
  });

  it('want a split section to show figures or cards, not both and not neither', () => {
    const split = { type: 'split', title: 'Agentes de IA', tone: 'dark' };
    const metrics = [{ value: '80%', label: 'das dúvidas resolvidas' }];
    const features = [{ title: 'Resposta rápida', text: 'Em até 2 horas.' }];
    expect(issues({ ...split, metrics })).toEqual([]);
    expect(issues(split)).toEqual([`: ${ONE_SPLIT_BODY}`]);
    expect(issues({ ...split, metrics, features })).toEqual([`: ${ONE_SPLIT_BODY}`]);
  });

  it('place only the site’s own forms, and keep a company page to its sections', () => {
    expect(issues({ type: 'form', title: 'Fale com a gente', island: 'contact-form' })).toEqual([]);
    expect(issues({ type: 'form', title: 'Fale com a gente', island: 'booking-picker' })).toHaveLength(1);
    const hero = { type: 'hero', title: 'A GVP.Digital', lead: 'Mais de 20 anos de atendimento.' };
    expect(companyPageSchema.safeParse({ sections: [hero] }).success).toBe(true);
    // Its address, title and description are its page key's (config/routes.ts), never its own.
    expect(companyPageSchema.safeParse({ title: 'Sobre', sections: [hero] }).success).toBe(false);
  });
});
