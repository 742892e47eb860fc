/**
 * Reads the build's `_headers` file (Netlify/Cloudflare format), so `server/main.ts` sends
 * exactly the headers a static host would: the `/*` block on every response, and a page's
 * own block (its full Content-Security-Policy) on that page.
 */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && at > 0) rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
  }
  return rules;
}

/** The headers for a path, in order: `/*` first, then the exact path's block. */
export function headersFor(rules: HeaderRule[], path: string): [string, string][] {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return rules.filter((r) => r.path === '/*' || r.path === clean).flatMap((r) => r.headers);
}
