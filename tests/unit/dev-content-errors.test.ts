/**
 * The live site's content check (integrations/dev-content-errors.ts) against the watcher it
 * really has: chokidar reports a file's first change and drops a second one within 50 ms, and an
 * editor's save is two writes (truncate, then the text).
 */
import { EventEmitter } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import devContentErrors from '../../integrations/dev-content-errors.ts';

type Setup = NonNullable<AstroIntegration['hooks']['astro:server:setup']>;
type Sent = { type: string; err?: { message: string } };

let root = '';
let file = '';
let fine = '';
let sent: Sent[] = [];
const watcher = new EventEmitter();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gvp-dev-content-'));
  cpSync('content/sectors/varejo.md', join(root, 'content/sectors/varejo.md'));
  file = join(root, 'content/sectors/varejo.md');
  fine = readFileSync(file, 'utf8');
  sent = [];
  watcher.removeAllListeners();
  const server = {
    config: { root },
    watcher,
    ws: { send: (payload: Sent) => sent.push(payload), on: () => undefined },
  };
  // Only what the hook reads of Vite's dev server is given.
  const setup = devContentErrors().hooks['astro:server:setup'] as Setup;
  setup({ server } as unknown as Parameters<Setup>[0]);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const errors = () => sent.filter((p) => p.type === 'error').map((p) => p.err?.message);
// The first check loads the content's schemas: over a second on a busy 2-core machine, where
// vi.waitFor gives up at 1 s by default (the test itself at 5 s). The waits end on the message.
const UNTIL = { timeout: 4_000 };

it('an edit the build would refuse shows, naming the file and the field', async () => {
  writeFileSync(file, fine.replace(/^subtitle: .*\n/m, ''));
  watcher.emit('change', file);
  await vi.waitFor(
    () =>
      expect(errors()).toEqual(['content/sectors/varejo.md não entra no site. Corrija: Subtítulo: campo obrigatório.']),
    UNTIL,
  );
});

it('a fix saved in two writes, the second unheard, clears the refusal and judges only the whole text', async () => {
  writeFileSync(file, fine.replace(/^subtitle: .*\n/m, ''));
  watcher.emit('change', file);
  await vi.waitFor(() => expect(errors()).toHaveLength(1), UNTIL);

  // The save: the file is emptied, the watcher reports it, and the text lands 20 ms later,
  // within the window in which chokidar drops the file's next event.
  writeFileSync(file, '');
  watcher.emit('change', file);
  await new Promise((done) => setTimeout(done, 20));
  writeFileSync(file, fine);

  await vi.waitFor(() => expect(sent.at(-1)).toEqual({ type: 'full-reload' }), UNTIL);
  // The half-written file was never judged: the one refusal is the edit's.
  expect(errors()).toHaveLength(1);
});
