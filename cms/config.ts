/**
 * The editors' studio (Decap CMS) configuration, generated from the content schemas: every
 * field, whether it is required, its limits and its choices come from src/schemas through
 * their JSON Schema; only the Portuguese words come from ./labels.ts. So the studio cannot
 * drift from what the build accepts, and a save is checked once more against the schemas
 * themselves (./validate.ts).
 */
import { z } from 'astro/zod';
import { articleSchema } from '../src/schemas/blog.ts';
import { LISTS } from '../src/schemas/lists.ts';
import { MEDIA_FOLDERS } from '../src/schemas/media.ts';
import { contentPageSchema } from '../src/schemas/page.ts';
import { FIELD_HINTS, FIELD_LABELS, LIST_LABELS, NESTED_HINTS, SECTION_LABELS } from './labels.ts';
import { FOLDERS, MAX_AUDIO_BYTES, MAX_UPLOAD_BYTES } from './validate.ts';
import { STUDIO_BRANCH } from './workspace.ts';

/** The part of JSON Schema that zod writes for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: unknown[];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  fields?: CmsField[];
  field?: CmsField;
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  [option: string]: unknown;
}

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Texts an editor writes in more than one line. */
const LONG_TEXT = new Set(['text', 'lead', 'answer', 'description', 'meta_description', 'excerpt', 'caption', 'quote']);

const labelOf = (name: string) => FIELD_LABELS[name] ?? name;

/** The variants of a union, when each is an object told apart by the constant of `key`. */
function variantsOf(schema: JsonSchema, key: string): JsonSchema[] | undefined {
  const variants = schema.oneOf ?? schema.anyOf;
  if (!variants?.length) return undefined;
  return variants.every((v) => v.properties?.[key]?.const !== undefined) ? variants : undefined;
}

/**
 * A text's limits as one pattern, since Decap takes one per field: the length as a
 * look-ahead, then the schema's own pattern.
 */
function textPattern(schema: JsonSchema): [string, string] | undefined {
  const { minLength: min, maxLength: max, pattern } = schema;
  if (min === undefined && max === undefined && !pattern) return undefined;
  const length = min !== undefined || max !== undefined ? `(?=^[\\s\\S]{${min ?? 0},${max ?? ''}}$)` : '';
  const lengthMessage =
    min !== undefined && max !== undefined
      ? `Escreva de ${min} a ${max} caracteres.`
      : min !== undefined
        ? `Escreva ao menos ${min} caracteres.`
        : max !== undefined
          ? `Escreva no máximo ${max} caracteres.`
          : undefined;
  const message = [lengthMessage, pattern && 'Use o formato indicado na ajuda do campo.'].filter(Boolean).join(' ');
  return [`${length}${pattern ?? ''}`, message];
}

/** One Decap field for a property of a schema. */
export function fieldOf(name: string, schema: JsonSchema, required: boolean, depth = 0): CmsField {
  const base: CmsField = { name, label: labelOf(name), widget: 'string', required };
  // The page's own hints (its title, its description) only on the page's own fields.
  const hint = depth === 0 ? FIELD_HINTS[name] : NESTED_HINTS[name];
  if (hint) base.hint = hint;
  // A default is the schema's to apply at build time: the studio leaves the field empty, and
  // an untouched optional group (a hero's chat) is not written half-filled.
  if (schema.default !== undefined) base.required = false;

  // A union of objects told apart by a `kind`: one object, the kind chosen first.
  const kinds = variantsOf(schema, 'kind');
  if (kinds) {
    const fields = new Map<string, CmsField>();
    for (const variant of kinds) {
      for (const [key, value] of Object.entries(variant.properties ?? {})) {
        if (key !== 'kind' && !fields.has(key)) fields.set(key, fieldOf(key, value, false, depth + 1));
      }
    }
    return {
      ...base,
      widget: 'object',
      hint: 'Escolha o tipo de tela e preencha os campos que esse tipo usa; os outros ficam vazios.',
      fields: [
        {
          name: 'kind',
          label: labelOf('kind'),
          widget: 'select',
          options: kinds.map((v) => v.properties?.kind?.const),
        },
        ...fields.values(),
      ],
    };
  }
  // A value that may be a yes/no or a text (a comparison's cell): written as text.
  if (schema.anyOf || schema.oneOf) return { ...base, widget: 'string' };

  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const };
  if (type === 'boolean') return { ...base, widget: 'boolean', required: false };
  if (type === 'number' || type === 'integer') {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
    return {
      ...base,
      widget: 'number',
      value_type: type === 'integer' ? 'int' : 'float',
      ...(min !== undefined ? { min } : {}),
      ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
    };
  }
  if (type === 'object') return { ...base, widget: 'object', fields: fieldsOf(schema, depth + 1), collapsed: false };
  if (type === 'array') {
    const limits = {
      ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
    };
    if (schema.prefixItems?.length) {
      const length = schema.prefixItems.length;
      return {
        ...base,
        widget: 'list',
        min: length,
        max: length,
        field: fieldOf('item', schema.prefixItems[0] ?? {}, true, depth + 1),
      };
    }
    const items = schema.items ?? {};
    const types = variantsOf(items, 'type');
    if (types) {
      return {
        ...base,
        widget: 'list',
        ...limits,
        typeKey: 'type',
        label_singular: 'seção',
        types: types.map((variant) => {
          const key = String(variant.properties?.type?.const);
          const words = SECTION_LABELS[key] ?? { label: key, hint: '' };
          return {
            name: key,
            label: words.label,
            widget: 'object',
            hint: words.hint,
            summary: '{{fields.title}}',
            fields: fieldsOf(variant, depth + 1).filter((field) => field.name !== 'type'),
          };
        }),
      };
    }
    const itemType = Array.isArray(items.type) ? items.type[0] : items.type;
    if (itemType === 'object') {
      return { ...base, widget: 'list', ...limits, fields: fieldsOf(items, depth + 1) };
    }
    return { ...base, widget: 'list', ...limits, field: fieldOf('item', items, true, depth + 1) };
  }
  const pattern = textPattern(schema);
  return { ...base, widget: LONG_TEXT.has(name) ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
}

/** The fields of an object schema, in its order. */
export function fieldsOf(schema: JsonSchema, depth = 0): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, value]) =>
    fieldOf(name, value, schema.required?.includes(name) ?? false, depth),
  );
}

/** The content pages' fields: the file name is the address, so `slug` is not offered. */
const pageFields = () =>
  fieldsOf(jsonSchemaOf(contentPageSchema))
    .filter((field) => field.name !== 'slug')
    .map((field) =>
      field.name === 'image'
        ? {
            ...field,
            label: 'Imagem para compartilhar',
            hint: 'Opcional: a imagem dos links compartilhados. Sem ela, o site desenha uma.',
          }
        : field.name === 'sections'
          ? withAudioUploads(field)
          : field,
    );

/** Replaces the fields named `name` of a list of fields. */
const mapField = (fields: CmsField[] | undefined, name: string, change: (field: CmsField) => CmsField) =>
  fields?.map((field) => (field.name === name ? change(field) : field));

/**
 * An audio section's recordings are files uploaded to public/audio (an MP3 the studio checks,
 * cms/validate.ts), not paths typed by hand.
 */
function withAudioUploads(sections: CmsField): CmsField {
  return {
    ...sections,
    types: sections.types?.map((type) =>
      type.name !== 'audio'
        ? type
        : {
            ...type,
            fields: mapField(type.fields, 'items', (items) => ({
              ...items,
              fields: mapField(items.fields, 'src', (src) => ({
                ...src,
                label: 'Gravação (MP3)',
                hint: `Um MP3 de até ${MAX_AUDIO_BYTES / 1024 / 1024} MB, guardado em public/audio/; o nome do arquivo só com letras minúsculas, números e hífens.`,
                widget: 'file',
                media_folder: `/${MEDIA_FOLDERS.audio}`,
                public_folder: '/audio',
                choose_url: false,
                media_library: { config: { max_file_size: MAX_AUDIO_BYTES } },
              })),
            })),
          },
    ),
  };
}

function articleFields(): CmsField[] {
  return fieldsOf(jsonSchemaOf(articleSchema)).map((field) => {
    if (field.name === 'image') {
      return {
        ...field,
        label: 'Imagem de capa',
        hint: 'Imagem de capa, guardada em public/blog/ (até 500 KB).',
        widget: 'image',
        media_folder: `/${MEDIA_FOLDERS.covers}`,
        public_folder: '/blog',
        choose_url: false,
        media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
      };
    }
    if (field.name === 'date') return { ...field, widget: 'datetime', required: true };
    return field;
  });
}

/** A list item's field: its `id` names the item; dates stay the YAML dates the lists have. */
function listField(field: CmsField): CmsField {
  if (field.name === 'id') {
    return { ...field, label: 'Identificador', hint: 'Letras minúsculas, números e hífens; nomeia o item.' };
  }
  if (field.name === 'date') {
    return { ...field, widget: 'datetime', time_format: false, date_format: 'DD/MM/YYYY', format: 'YYYY-MM-DD' };
  }
  return field;
}

/** The history reads in Portuguese too: each save, upload and publish is a commit. */
const COMMIT_MESSAGES = {
  create: 'Cria {{collection}} “{{slug}}”',
  update: 'Atualiza {{collection}} “{{slug}}”',
  delete: 'Remove {{collection}} “{{slug}}”',
  uploadMedia: 'Envia “{{path}}”',
  deleteMedia: 'Remove “{{path}}”',
  openAuthoring: '{{message}}',
};

/** The GitHub commit status of a pull request's preview deployment, which the studio links to. */
export const PREVIEW_CONTEXT = 'deploy/preview';

export interface CmsOptions {
  /** `local`: decap-server writes to this checkout; `github`: commits to the repository. */
  backend: { name: 'github'; repo: string; branch: string; base_url?: string } | { name: 'local' };
  /** The site's address, for the studio's links to a page. */
  siteUrl: string;
}

export function cmsConfig({ backend, siteUrl }: CmsOptions) {
  const pages = (name: string, label: string, folder: string, singular: string) => ({
    name,
    label,
    label_singular: singular,
    folder,
    create: true,
    extension: 'md',
    format: 'frontmatter',
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}}',
    // The preview is the site itself, live at siteUrl (cms/admin.html): Decap's own would show raw fields.
    editor: { preview: true },
    fields: pageFields(),
  });
  return {
    locale: 'pt',
    ...(backend.name === 'local'
      ? {
          backend: { name: 'git-gateway', branch: STUDIO_BRANCH, commit_messages: COMMIT_MESSAGES },
          local_backend: true,
        }
      : {
          backend: {
            ...backend,
            name: 'github',
            commit_messages: COMMIT_MESSAGES,
            // The status each pull request's preview deployment gets (.github/workflows/publish.yml):
            // the studio links to it as 'Ver Pré-visualização'.
            preview_context: PREVIEW_CONTEXT,
          },
        }),
    site_url: siteUrl,
    display_url: siteUrl,
    // The company's logo on the login screen and in the header (served beside the studio's page).
    logo: { src: 'brand/logo-gvp-digital.svg', show_in_header: true },
    // Rascunho → Em revisão → Pronto → published: drafts are branches (cms/workspace.ts on this
    // machine, pull requests on GitHub), and only 'Pronto' can be published.
    publish_mode: 'editorial_workflow',
    // A page's address is its file name: 'Saúde' becomes saude.md, served at /verticals/saude.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    media_folder: MEDIA_FOLDERS.uploads,
    public_folder: '/uploads',
    collections: [
      pages('products', 'Páginas de produto', FOLDERS.products, 'página de produto'),
      pages('sectors', 'Páginas de setor', FOLDERS.sectors, 'página de setor'),
      {
        name: 'blog',
        label: 'Blog',
        label_singular: 'artigo',
        folder: FOLDERS.blog,
        create: true,
        extension: 'md',
        format: 'frontmatter',
        slug: '{{slug}}',
        summary: '{{title}}',
        editor: { preview: true },
        fields: [...articleFields(), { name: 'body', label: labelOf('body'), widget: 'markdown' }],
      },
      {
        name: 'lists',
        label: 'Listas',
        editor: { preview: false },
        files: Object.entries(LISTS).map(([name, { file, schema }]) => ({
          name,
          label: LIST_LABELS[name] ?? name,
          file,
          fields: [
            {
              name: 'items',
              label: labelOf('items'),
              widget: 'list',
              summary: '{{fields.name}}{{fields.title}}{{fields.person}}',
              fields: fieldsOf(jsonSchemaOf(schema)).map(listField),
            },
          ],
        })),
      },
    ],
  };
}
