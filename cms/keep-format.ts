/**
 * A save written the way the file was. Decap writes a whole entry with its own YAML style
 * (lines folded at 80 characters, its own quoting, its own order of keys), so changing one
 * field of a hand-written page would rewrite every line of it. The guard (scripts/cms.ts)
 * passes each save through `keepFormat`: the published file, with only the values that
 * changed written in. A changed text, number or yes/no is replaced where it stands, in the
 * quoting it had; a change of shape (a field or item added or removed) re-writes the front
 * matter from the published file's own document, without folding lines. Either way the data
 * is exactly what the editor saved: when it would not be, Decap's text is kept as it came.
 */
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, isSeq, type Node, parseDocument, Scalar, stringify } from 'yaml';
import { readFrontMatter, readYaml } from '../src/contracts/front-matter.ts';

type Value = unknown;
const isRecord = (value: Value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

interface Edit {
  from: number;
  to: number;
  text: string;
}

/** The one-line YAML of a new scalar, in the original's quoting; null when it cannot be one line. */
function scalarText(node: Scalar, value: Value): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return null;
  const type = node.type === Scalar.QUOTE_SINGLE || node.type === Scalar.QUOTE_DOUBLE ? node.type : Scalar.PLAIN;
  const text = stringify(value, { lineWidth: 0, defaultStringType: type }).replace(/\n$/, '');
  return text.includes('\n') ? null : text;
}

/**
 * The edits that turn `node` (holding `before`) into `after`, value by value; null when the
 * shape changed and the edits alone cannot say it.
 */
function editsOf(node: Node | null | undefined, before: Value, after: Value, edits: Edit[]): boolean {
  if (isDeepStrictEqual(before, after)) return true;
  if (!node) return false;
  if (isScalar(node)) {
    const multiline = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
    const text = multiline ? null : scalarText(node, after);
    if (text === null || !node.range) return false;
    edits.push({ from: node.range[0], to: node.range[1], text });
    return true;
  }
  if (isMap(node) && isRecord(before) && isRecord(after)) {
    const keys = Object.keys(before);
    if (keys.length !== Object.keys(after).length || !keys.every((key) => key in after)) return false;
    return node.items.every((pair) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      return editsOf(pair.value as Node | null, before[key], after[key], edits);
    });
  }
  if (isSeq(node) && Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return node.items.every((item, index) => editsOf(item as Node, before[index], after[index], edits));
  return false;
}

/** YAML text holding `after`, in the style of `original` as far as it goes. */
function keepYaml(original: string, after: Value): string {
  const document = parseDocument(original);
  const edits: Edit[] = [];
  if (editsOf(document.contents, document.toJS(), after, edits)) {
    let text = original;
    for (const edit of edits.sort((a, b) => b.from - a.from))
      text = `${text.slice(0, edit.from)}${edit.text}${text.slice(edit.to)}`;
    return text;
  }
  // A change of shape: the published document with the changes set in, not folded.
  mergeInto(document, [], document.toJS(), after);
  return document.toString({ lineWidth: 0 });
}

/** Sets, per path, what changed in the document (keeping the nodes, and so the style, of what did not). */
function mergeInto(document: ReturnType<typeof parseDocument>, path: (string | number)[], before: Value, after: Value) {
  if (isDeepStrictEqual(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) document.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(after)) mergeInto(document, [...path, key], before[key], value);
    return;
  }
  const seq = document.getIn(path, true);
  if (Array.isArray(before) && Array.isArray(after) && isSeq(seq)) {
    // Items kept at the start and at the end keep their nodes; those between are replaced.
    let start = 0;
    while (start < before.length && start < after.length && isDeepStrictEqual(before[start], after[start])) start++;
    let end = 0;
    while (
      end < before.length - start &&
      end < after.length - start &&
      isDeepStrictEqual(before[before.length - 1 - end], after[after.length - 1 - end])
    )
      end++;
    const removed = before.length - start - end;
    const added = after.slice(start, after.length - end);
    // The same number in and out: edited in place, item by item, each keeping its style.
    if (removed === added.length) {
      for (const [offset, value] of added.entries())
        mergeInto(document, [...path, start + offset], before[start + offset], value);
      return;
    }
    seq.items.splice(start, removed, ...added.map((value) => document.createNode(value)));
    return;
  }
  document.setIn(path, after);
}

/**
 * A new file as Decap wrote it, with its long lines unfolded (Decap folds at 80 characters): one
 * line per value, so that a later edit of one value changes one line.
 */
function unfolded(path: string, written: string): string {
  try {
    if (!path.endsWith('.md')) {
      const text = parseDocument(written).toString({ lineWidth: 0 });
      return isDeepStrictEqual(readYaml(text), readYaml(written)) ? text : written;
    }
    const { yaml, body, data } = readFrontMatter(written);
    const front = parseDocument(yaml).toString({ lineWidth: 0 });
    const text = `---\n${front.replace(/\n*$/, '\n')}---\n${body}`;
    return isDeepStrictEqual(readFrontMatter(text).data, data) ? text : written;
  } catch {
    return written;
  }
}

/**
 * What to write for a save of `written` over a file whose published text is `published`
 * (undefined for a new file): the published text with the changes alone.
 */
export function keepFormat(path: string, published: string | undefined, written: string): string {
  if (published === undefined) return unfolded(path, written);
  try {
    if (!path.endsWith('.md')) {
      const after = readYaml(written);
      const text = keepYaml(published, after);
      return isDeepStrictEqual(readYaml(text), after) ? text : written;
    }
    const before = readFrontMatter(published);
    const after = readFrontMatter(written);
    const yaml = keepYaml(`${before.yaml}\n`, after.data);
    // Decap's editor may end the body with or without a newline: the same text keeps its bytes.
    const body = after.body.trim() === before.body.trim() ? before.body : after.body;
    const text = `---\n${yaml.replace(/\n*$/, '\n')}---\n${body}`;
    const check = readFrontMatter(text);
    return isDeepStrictEqual(check.data, after.data) && check.body === body ? text : written;
  } catch {
    // Unreadable published text: Decap's own is at least what the editor saved.
    return written;
  }
}
