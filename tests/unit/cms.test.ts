/**
 * The editors' studio (cms/): its fields are the content schemas' fields, with Portuguese
 * words for every one, and its last check agrees with the build on every file there is.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type CmsField, cmsConfig, fieldsOf, jsonSchemaOf } from '../../cms/config.ts';
import { problemsOf } from '../../cms/validate.ts';
import { LISTS } from '../../src/schemas/lists.ts';
import { contentPageSchema } from '../../src/schemas/page.ts';
import { sectionSchema } from '../../src/schemas/sections/index.ts';
import { contentFiles, frontMatter } from '../fixtures/content.ts';

const config = cmsConfig({ backend: { name: 'local' }, siteUrl: 'http://localhost:4321' });
const collection = (name: string) => config.collections.find((c) => c.name === name) as { fields?: CmsField[] };
const sectionsField = () => collection('sectors').fields?.find((f) => f.name === 'sections') as CmsField;

/** Every field of a tree of fields, with its path. */
function walk(fields: CmsField[], path = ''): { path: string; field: CmsField }[] {
  return fields.flatMap((field) => {
    const here = `${path}/${field.name}`;
    const children = [...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])];
    return [{ path: here, field }, ...walk(children, here)];
  });
}

describe('the studio offers exactly what the schemas accept', () => {
  it('one block per section type, in the schema order, each with the fields of its schema', () => {
    const union = jsonSchemaOf(sectionSchema) as { oneOf?: { properties: Record<string, { const?: string }> }[] };
    const variants = union.oneOf ?? [];
    const types = sectionsField().types ?? [];
    expect(types.map((t) => t.name)).toEqual(variants.map((v) => v.properties.type?.const));
    for (const [i, variant] of variants.entries()) {
      const expected = Object.keys(variant.properties).filter((name) => name !== 'type');
      expect(
        types[i]?.fields?.map((f) => f.name),
        types[i]?.name,
      ).toEqual(expected);
    }
  });

  it('a field is required in the studio exactly when the schema requires it without a default', () => {
    const page = jsonSchemaOf(contentPageSchema);
    for (const field of fieldsOf(page)) {
      const property = page.properties?.[field.name];
      const required = (page.required ?? []).includes(field.name) && property?.default === undefined;
      expect(field.required, field.name).toBe(required);
    }
  });

  it('every field and every section type has Portuguese words', () => {
    const unnamed = walk(
      config.collections.flatMap((c) => ('files' in c ? (c.files ?? []).flatMap((f) => f.fields) : c.fields)),
    )
      .filter(({ field }) => field.label === field.name && field.name !== 'item')
      .map(({ path }) => path);
    expect(unnamed).toEqual([]);
    expect(sectionsField().types?.every((t) => t.label !== t.name && t.hint)).toBe(true);
  });

  it("limits become the studio's own checks: lengths as patterns, list sizes as min and max", () => {
    const title = collection('sectors').fields?.find((f) => f.name === 'title');
    expect(title?.pattern?.[1]).toBe('Escreva de 2 a 60 caracteres.');
    expect(new RegExp(title?.pattern?.[0] ?? '').test('S')).toBe(false);
    expect(new RegExp(title?.pattern?.[0] ?? '').test('Saúde')).toBe(true);
    const features = collection('sectors').fields?.find((f) => f.name === 'features');
    expect([features?.min, features?.max]).toEqual([3, 6]);
  });

  it('covers and uploads: the blog cover goes to public/blog, at most 500 KB, and needs a description', () => {
    const blog = collection('blog').fields ?? [];
    const image = blog.find((f) => f.name === 'image');
    expect(image).toMatchObject({ widget: 'image', media_folder: '/public/blog', public_folder: '/blog' });
    expect(image?.media_library).toEqual({ config: { max_file_size: 500 * 1024 } });
    expect(blog.find((f) => f.name === 'imageAlt')?.required).toBe(true);
  });
});

describe("the studio's last check agrees with the build", () => {
  it('finds nothing wrong in any page, article or list there is', () => {
    for (const folder of ['products', 'sectors'] as const) {
      for (const file of contentFiles(folder)) expect(problemsOf(folder, frontMatter(file)), file).toEqual([]);
    }
    for (const file of contentFiles('blog')) expect(problemsOf('blog', frontMatter(file)), file).toEqual([]);
    for (const [name, { file }] of Object.entries(LISTS)) {
      expect(problemsOf('lists', parse(readFileSync(file, 'utf8')), name), basename(file)).toEqual([]);
    }
  });

  it('refuses what the build refuses, naming the field in Portuguese', () => {
    const page = frontMatter<Record<string, unknown>>(contentFiles('sectors')[0] ?? '');
    const { title: _title, ...untitled } = page;
    expect(problemsOf('sectors', untitled)).toContain('Título: campo obrigatório.');
    const button = {
      type: 'cta',
      title: 'Fale com a gente',
      text: 'Um especialista responde.',
      actions: [{ label: 'Falar' }],
    };
    expect(problemsOf('sectors', { ...page, sections: [button] })).toEqual([
      'Seções › #1 › Botões › #1: preencha o link ou a ação, um dos dois.',
    ]);
  });
});
