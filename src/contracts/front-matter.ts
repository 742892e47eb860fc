/**
 * The one reader of a content file's front matter, for the build (build/markdown-loader.ts),
 * the studio's guard and the dev overlay (cms/validate.ts) and the local service
 * (server/blog.ts). YAML 1.2 (the `yaml` package, which Decap itself writes with), so what the
 * studio saves reads the same everywhere: `time: 19:12` is the text '19:12', where YAML 1.1
 * (gray-matter's js-yaml 3) read the number 1152, and a date stays the text it was written as
 * until a schema says what it is.
 */
import { parse } from 'yaml';

/** The front matter between two `---` lines at the very start of the file. */
const FENCED = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

export interface FrontMatterFile {
  data: Record<string, unknown>;
  /** Everything after the closing `---`. */
  body: string;
  /** The front matter's own text, without its fences. */
  yaml: string;
}

/** A markdown file's front matter and body; throws on YAML that does not parse. */
export function readFrontMatter(text: string): FrontMatterFile {
  const fenced = FENCED.exec(text);
  if (!fenced) return { data: {}, body: text, yaml: '' };
  const yaml = fenced[1] ?? '';
  const parsed: unknown = parse(yaml);
  const data =
    parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  return { data, body: text.slice(fenced[0].length), yaml };
}

/** A YAML file of its own (a list of content/*.yaml), read the same way. */
export function readYaml(text: string): Record<string, unknown> {
  const parsed: unknown = parse(text);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}
