/** What the build steps that rewrite the built pages share (critical-css.ts, page-policy.ts). */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every built page under `dir`. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** How a Content-Security-Policy names an inline script or style by its text: `sha256-…`. */
export const sha256Source = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
