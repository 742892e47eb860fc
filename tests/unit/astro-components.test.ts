/**
 * In dev, Vite's dependency scan reads every script tag of an .astro file as code, the ones
 * written in the frontmatter's comments included: a comment that spelled one out stopped the
 * scan with a parse error (components/shell/FirstScript.astro).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const astroFiles = readdirSync('src', { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
  .map((entry) => join(entry.parentPath, entry.name));

describe('Astro components', () => {
  it('spell out no script tag in their frontmatter', () => {
    const spelled = astroFiles.filter((file) => {
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      return /<script[\s>]/i.test(frontmatter);
    });
    expect(astroFiles.length).toBeGreaterThan(50);
    expect(spelled).toEqual([]);
  });
});
