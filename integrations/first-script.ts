/**
 * Vite plugins that keep the script every page runs before the visitor acts small (the
 * 5 KB budget): an island's chunks load when it is asked for, and its frame already shows,
 * so nothing is preloaded. Nor is the shell the first action loads: its file comes, then the two
 * it imports. Asking for all three at once saved that round trip, but a browser that keeps
 * a failed import for its URL (Debian 12's Chromium 150, client/load.ts) then kept the ones asked for
 * offline as failed, and the shell's own file, loaded again once online, imported them from that
 * memory and failed for good. One after the other, a file that failed offline is the only one
 * ever asked for, and its retry at a fresh URL brings the rest.
 */
import { minify } from 'terser';
import type { Plugin } from 'vite';

export default function firstScript(): Plugin[] {
  return [
    {
      // No modulepreload links or polyfill. Astro sets its own value, so this runs after it.
      name: 'gvp:no-module-preload',
      configEnvironment(name, config) {
        if (name === 'client') return { build: { ...config.build, modulePreload: false } };
      },
    },
    {
      // Vite still wraps every dynamic import() in a helper that fetches the imported chunk's
      // CSS first: 0.7 KB gzipped in every page's first script. No island imports CSS
      // (Tailwind's stylesheet is global), so the wrapper only has to call the import; the
      // build fails if an island ever brings CSS of its own.
      name: 'gvp:no-preload-helper',
      applyToEnvironment: (environment) => environment.name === 'client',
      renderChunk(code, chunk, _options, meta) {
        const start = code.indexOf('var __vitePreload = function preload(');
        if (start === -1) return null;
        for (const file of [...chunk.dynamicImports, ...chunk.imports]) {
          const imported = meta.chunks[file] as { viteMetadata?: { importedCss: Set<string> } } | undefined;
          if (imported?.viteMetadata?.importedCss.size) {
            this.error(`${file} imports CSS: the preload helper is needed again (integrations/first-script.ts).`);
          }
        }
        let depth = 0;
        let end = code.indexOf('{', start);
        for (; end < code.length; end++) {
          if (code[end] === '{') depth++;
          else if (code[end] === '}' && --depth === 0) break;
        }
        // The helper's other declarations are then unused, and the minifier drops them. A
        // call that only wraps an import becomes the import itself (13 in the first script),
        // and so does one that picks names out of the module and returns them (Vite's form
        // of `import(x).then(({ a }) => ...)`): the module itself has those names.
        const rest = `${code.slice(0, start)}var __vitePreload = (load) => load();${code.slice(end + 2)}`;
        return {
          code: rest
            .replace(/__vitePreload\(\(\) => (import\("[^"]+"\)), __VITE_PRELOAD__\)/g, '$1')
            .replace(
              /__vitePreload\(async \(\) => \{\s*const \{[\w\s,]+\} = await (import\("[^"]+"\));\s*return \{[\w\s,]+\};\s*\}, __VITE_PRELOAD__\)/g,
              '$1',
            ),
          map: null,
        };
      },
    },
    {
      // After Vite's own minifier (Oxc), terser's three passes over each client chunk, as a
      // module: about 100 B gzipped less of every page's first script, where the budget (6 KB
      // then) had 15 B left, and a few per cent less of each island. Either minifier alone leaves
      // more (the first script: Oxc 5,438 B, terser 5,429 B, both 5,3xx B). Runs once the chunks
      // are written and their names hashed, so only their content shrinks.
      name: 'gvp:terser-after-oxc',
      applyToEnvironment: (environment) => environment.name === 'client',
      async generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const { code } = await minify(chunk.code, { module: true, compress: { passes: 3 } });
          if (code) chunk.code = code;
        }
      },
    },
  ];
}
