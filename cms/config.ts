/**
 * The editors' studio (Decap CMS) configuration, generated from the content schemas: every
 * field, whether it is required, its limits and its choices come from src/schemas through
 * their JSON Schema; only the Portuguese words come from ./labels.ts. So the studio cannot
 * drift from what the build accepts, and a save is checked once more against the schemas
 * themselves (./validate.ts).
 */
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { z } from 'astro/zod';
import { type PageKey, pages as routes } from '../src/config/routes.ts';
import { articleSchema } from '../src/schemas/blog.ts';
import { LISTS } from '../src/schemas/lists.ts';
import { MEDIA_FOLDERS } from '../src/schemas/media.ts';
import { companyPageSchema, contentPageSchema } from '../src/schemas/page.ts';
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

/** One schema that every one of `schemas` fits: the smallest minimum, the largest maximum, no pattern unless all share it. */
function loosest(schemas: JsonSchema[]): JsonSchema {
  const [first = {}, ...others] = schemas;
  if (others.every((schema) => JSON.stringify(schema) === JSON.stringify(first))) return first;
  const least = (key: 'minLength' | 'minItems' | 'minimum') =>
    schemas.every((schema) => schema[key] !== undefined)
      ? Math.min(...schemas.map((schema) => schema[key] ?? 0))
      : undefined;
  const most = (key: 'maxLength' | 'maxItems' | 'maximum') =>
    schemas.every((schema) => schema[key] !== undefined)
      ? Math.max(...schemas.map((schema) => schema[key] ?? 0))
      : undefined;
  const { minLength, maxLength, minItems, maxItems, minimum, maximum, pattern, properties, items, required, ...kept } =
    first;
  // Objects and lists of objects: every field any of them has, none required by Decap.
  const shapes = schemas.map((schema) => schema.properties).filter((shape) => shape !== undefined);
  const names = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
  const merged = {
    properties: shapes.length
      ? Object.fromEntries(
          names.map((name) => [name, loosest(shapes.flatMap((shape) => (shape[name] ? [shape[name]] : [])))]),
        )
      : undefined,
    items: schemas.some((schema) => schema.items)
      ? loosest(schemas.flatMap((schema) => (schema.items ? [schema.items] : [])))
      : undefined,
  };
  const bounds = {
    minLength: least('minLength'),
    maxLength: most('maxLength'),
    minItems: least('minItems'),
    maxItems: most('maxItems'),
    minimum: least('minimum'),
    maximum: most('maximum'),
    pattern: schemas.every((schema) => schema.pattern === pattern) ? pattern : undefined,
  };
  return {
    ...kept,
    ...Object.fromEntries(Object.entries({ ...bounds, ...merged }).filter(([, value]) => value !== undefined)),
  };
}

/**
 * One Decap field for a property of a schema. `inOptional`: the field lies inside an optional
 * group (a hero's chat, a screen's parts), at any depth. Decap checks a required field even
 * when its group is absent, so no existing page with such a group left out could be saved;
 * inside an optional group nothing is required in Decap, and the site's own check (the
 * schema itself, cms/validate.ts, before every save) requires a group's fields only when the
 * group is there.
 */
export function fieldOf(name: string, schema: JsonSchema, required: boolean, depth = 0, inOptional = false): CmsField {
  const base: CmsField = { name, label: labelOf(name), widget: 'string', required: required && !inOptional };
  // The page's own hints (its title, its description) only on the page's own fields.
  const hint = depth === 0 ? FIELD_HINTS[name] : NESTED_HINTS[name];
  if (hint) base.hint = hint;
  // A default is the schema's to apply at build time: the studio leaves the field empty, and
  // an untouched optional group (a hero's chat) is not written half-filled.
  if (schema.default !== undefined) base.required = false;

  // A union of objects told apart by a `kind`: one object, the kind chosen first.
  const kinds = variantsOf(schema, 'kind');
  if (kinds) {
    // A field several kinds share (a heading of 26 characters in one, 40 in another) takes the
    // loosest of their limits: the schema of the kind chosen checks the rest before saving.
    const shared = new Map<string, JsonSchema[]>();
    for (const variant of kinds) {
      for (const [key, value] of Object.entries(variant.properties ?? {})) {
        if (key !== 'kind') shared.set(key, [...(shared.get(key) ?? []), value]);
      }
    }
    const fields = new Map<string, CmsField>();
    for (const [key, schemas] of shared) fields.set(key, fieldOf(key, loosest(schemas), false, depth + 1, true));
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
  if (type === 'object')
    return { ...base, widget: 'object', fields: fieldsOf(schema, depth + 1, !base.required), collapsed: false };
  if (type === 'array') {
    const limits = {
      // A list's least length is the schema's to check when its group is there.
      ...(schema.minItems !== undefined && !inOptional ? { min: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
    };
    if (schema.prefixItems?.length) {
      const length = schema.prefixItems.length;
      const item = schema.prefixItems[0] ?? {};
      const itemType = Array.isArray(item.type) ? item.type[0] : item.type;
      return {
        ...base,
        widget: 'list',
        ...(inOptional ? {} : { min: length }),
        max: length,
        // An object per item is a list of fields, as Decap reads an item's map; one value, a field.
        ...(itemType === 'object'
          ? { fields: fieldsOf(item, depth + 1, inOptional) }
          : { field: fieldOf('item', item, true, depth + 1, inOptional) }),
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

/** The fields of an object schema, in its order; `inOptional` when the object itself may be absent. */
export function fieldsOf(schema: JsonSchema, depth = 0, inOptional = false): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, value]) =>
    fieldOf(name, value, schema.required?.includes(name) ?? false, depth, inOptional),
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

/**
 * The company pages, one entry each: the files of content/pages, each named by its page key
 * and shown by its name in the menus. The studio edits them; it neither adds nor removes one,
 * since each has its route in src/pages.
 */
export function companyPages(root = '.'): { key: PageKey; label: string; path: string; file: string }[] {
  return readdirSync(`${root}/${FOLDERS.pages}`)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const key = basename(file, '.md') as PageKey;
      const route = routes[key];
      if (!route?.path) throw new Error(`${FOLDERS.pages}/${file}: ${key} não é uma página de src/config/routes.ts.`);
      return { key, label: route.label ?? 'Página inicial', path: route.path, file: `${FOLDERS.pages}/${file}` };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

const companyPageFields = () =>
  fieldsOf(jsonSchemaOf(companyPageSchema)).map((field) =>
    field.name === 'sections' ? withAudioUploads(field) : field,
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
              // No pattern on a file field: Decap tests it against the file's value, not its
              // address, and refused every existing recording; the schema checks the address.
              fields: mapField(items.fields, 'src', ({ pattern: _pattern, ...src }) => ({
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
        name: 'pages',
        label: 'Páginas da empresa',
        editor: { preview: true },
        files: companyPages().map(({ key, label, path, file }) => ({
          name: key,
          label: `${label} (${path})`,
          file,
          fields: companyPageFields(),
        })),
      },
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

/** Per collection, its date fields that hold a time too: the studio writes them on the site's clock. */
export function zonedFields(config: ReturnType<typeof cmsConfig>): Record<string, string[]> {
  return Object.fromEntries(
    config.collections.map((collection) => [
      collection.name,
      (('fields' in collection ? collection.fields : undefined) ?? [])
        .filter((field) => field.widget === 'datetime' && field.time_format !== false)
        .map((field) => field.name),
    ]),
  );
}
