/**
 * `astro build` refuses what the studio refuses, and what only the whole content shows
 * (cms/validate.ts, siteProblems): two pages of one title or address, a product on an address
 * the site uses, a text's image missing from public/, a file in a media folder that is not a
 * media file the studio would take. Read from the files on every build, before anything is
 * built, so the content layer's cache (which skips unchanged entries) cannot hide a problem.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function contentCheck(): AstroIntegration {
  return {
    name: 'gvp:content-check',
    hooks: {
      'astro:config:setup': async ({ command, config }) => {
        if (command !== 'build') return;
        const { siteProblems } = await import('../cms/validate.ts');
        const problems = await siteProblems(fileURLToPath(config.root));
        if (problems.length) throw new Error(`O conteúdo não entra no site. Corrija:\n- ${problems.join('\n- ')}`);
      },
    },
  };
}
