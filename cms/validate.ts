/**
 * The last check before the studio saves: the entry against the same schema the build uses
 * (content.config.ts). What the studio's own fields cannot say (a button needs a link or an
 * action, an image must exist) is refused here, in Portuguese, naming the field.
 */
import { z } from 'astro/zod';
import { articleSchema, IMAGE_NOT_IN_PUBLIC } from '../src/schemas/blog.ts';
import { LISTS } from '../src/schemas/lists.ts';
import { contentPageSchema } from '../src/schemas/page.ts';
import { ACTION_TARGET_MESSAGE } from '../src/schemas/sections/fields.ts';
import { FIELD_LABELS } from './labels.ts';

const SCHEMAS: Record<string, z.ZodType> = {
  products: contentPageSchema,
  sectors: contentPageSchema,
  blog: articleSchema,
};

/** The schema of an entry: a page, an article, or one of the lists (named by its file entry). */
function schemaOf(collection: string, entry?: string): z.ZodType | undefined {
  if (collection !== 'lists') return SCHEMAS[collection];
  const list = LISTS[entry as keyof typeof LISTS];
  return list && z.object({ items: z.array(list.schema) });
}

/** What the build would refuse, one line per problem; empty when the entry is fine. */
export function problemsOf(collection: string, data: Record<string, unknown>, entry?: string): string[] {
  const schema = schemaOf(collection, entry);
  if (!schema) return [`Coleção desconhecida: ${collection}.`];
  // The article's text is the file's body, not front matter.
  const { body: _body, ...frontMatter } = data;
  const result = schema.safeParse(frontMatter);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const where = issue.path
      .map((part) => (typeof part === 'number' ? `#${part + 1}` : (FIELD_LABELS[String(part)] ?? String(part))))
      .join(' › ');
    return `${where || 'Página'}: ${translate(issue)}`;
  });
}

/** The schemas' own refinements, said in Portuguese. */
const CUSTOM_MESSAGES: Record<string, string> = {
  [ACTION_TARGET_MESSAGE]: 'preencha o link ou a ação, um dos dois.',
  [IMAGE_NOT_IN_PUBLIC]: 'a imagem não está em public/: envie o arquivo pelo campo de imagem.',
};

/** zod's messages, said in Portuguese. */
function translate(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array'
        ? `precisa de ao menos ${issue.minimum} ${issue.minimum === 1 ? 'item' : 'itens'}.`
        : issue.origin === 'string'
          ? `escreva ao menos ${issue.minimum} caracteres.`
          : `o mínimo é ${issue.minimum}.`;
    case 'too_big':
      return issue.origin === 'array'
        ? `aceita no máximo ${issue.maximum} itens.`
        : issue.origin === 'string'
          ? `escreva no máximo ${issue.maximum} caracteres.`
          : `o máximo é ${issue.maximum}.`;
    case 'invalid_type':
      return issue.input === undefined ? 'campo obrigatório.' : 'valor em formato inválido.';
    case 'invalid_value':
      return 'escolha uma das opções.';
    case 'unrecognized_keys':
      return `campos que a página não usa: ${issue.keys.join(', ')}.`;
    case 'invalid_format':
      return 'use o formato indicado na ajuda do campo.';
    default:
      return CUSTOM_MESSAGES[issue.message] ?? issue.message;
  }
}
