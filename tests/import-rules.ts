/**
 * Which folders each folder of the project may import: the one table that
 * tests/unit/architecture.test.ts enforces on every file and that docs/architecture.md shows
 * ("Import rules", written by `npm run docs`; the test fails when the two differ).
 */

export interface ImportRule {
  /** Folders or files its files may import, besides its own folder and packages. `src/*`: all of src/. */
  may: string[];
  /** Why, when the list alone does not say it. */
  note?: string;
}

export const IMPORT_RULES: Record<string, ImportRule> = {
  'src/contracts': { may: [], note: 'the kit runs some of its files compiled, with no modules' },
  'src/config': { may: ['src/contracts'] },
  'src/assets': { may: [] },
  'src/schemas': { may: ['src/assets'] },
  'src/logic': { may: ['src/contracts', 'src/config'] },
  'src/runtime': { may: ['src/logic', 'src/contracts', 'src/config'] },
  'src/stores': { may: ['src/runtime', 'src/logic', 'src/contracts', 'src/config'] },
  'src/client': {
    may: ['src/stores', 'src/runtime', 'src/logic', 'src/contracts', 'src/config', 'src/islands'],
    note: 'before the visitor acts: islands only through import(), loaded on intent',
  },
  'src/islands': {
    may: [
      'src/stores',
      'src/runtime',
      'src/logic',
      'src/contracts',
      'src/config',
      'src/assets',
      'src/client/load.ts',
      'src/client/island-registry.ts',
    ],
    note: "an island's own code loaded on intent (the booking step) goes through the one loader and the one registry",
  },
  'src/build': { may: ['src/schemas', 'src/logic', 'src/contracts', 'src/config', 'src/assets'] },
  'src/components': { may: ['src/*'] },
  'src/layouts': { may: ['src/*'] },
  'src/pages': { may: ['src/*'] },
  server: { may: ['src/contracts'], note: 'it can be read, and replaced by n8n, without the site' },
  cms: {
    may: ['src/schemas', 'src/build', 'src/logic', 'src/contracts', 'src/config/routes.ts'],
    note: "its fields come from the content schemas, it refuses what the build refuses with the build's own checks, and a product page may not take an address the redirects use",
  },
  integrations: {
    may: ['cms/validate.ts', 'src/schemas/media.ts', 'src/config/search.ts', 'src/config/page-markup.ts'],
    note: "the content check is the studio's; the build optimises the media folders the schemas name, indexes the sections search covers, and puts the later stylesheet where the inline script looks",
  },
  'integrations/studio-drafts': {
    may: ['src/layouts', 'src/components'],
    note: "the studio's draft preview is a page of the dev site: drafts shown as pages show content",
  },
};

/** The rules as the Markdown table of docs/architecture.md. */
export function importRulesTable(): string {
  const rows = Object.entries(IMPORT_RULES).map(([folder, { may, note }]) => {
    const list = may.length ? may.map((target) => `\`${target}\``).join(', ') : 'nothing of the project';
    return `| \`${folder}\` | ${list}${note ? `; ${note}` : ''} |`;
  });
  return ['| folder | may import |', '| --- | --- |', ...rows].join('\n');
}

/** Where the table sits in docs/architecture.md. */
export const TABLE_START = '<!-- import-rules: written by npm run docs from tests/import-rules.ts -->';
export const TABLE_END = '<!-- /import-rules -->';
