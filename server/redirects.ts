/**
 * Reads the build's `_redirects` file (the format static hosts use), so the server
 * answers exactly the same redirects and rewrites as a static host would.
 */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** Parses `_redirects`: one `from to [status]` a line; `#` starts a comment. */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [from, to, status = '301'] = line.split(/\s+/);
    if (!from || !to) continue;
    rules.push({ from, to, status: Number.parseInt(status, 10) });
  }
  return rules;
}

/** The first rule that matches a path; a trailing `*` in `from` matches any rest. */
export function matchRule(rules: RedirectRule[], path: string): RedirectRule | undefined {
  return rules.find((rule) =>
    rule.from.endsWith('*')
      ? path.startsWith(rule.from.slice(0, -1)) && path.length > rule.from.length - 1
      : rule.from === path,
  );
}
