/**
 * The studio's workspace (cms/workspace.ts) on real git repositories: drafts stay in it, what
 * is published reaches the checkout's content folders and nothing else, and the checkout's
 * branch, index and unrelated edits are never touched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decapPhrases, STUDIO_PHRASES, studioLocale } from '../../cms/phrases.ts';
import {
  defaultWorkspaceDir,
  draftBranches,
  draftFiles,
  headOf,
  mirrorToCheckout,
  prepareWorkspace,
  type Workspace,
} from '../../cms/workspace.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** An editor's checkout with one sector page and some code, committed. */
function checkout(): Workspace {
  const root = mkdtempSync(join(tmpdir(), 'studio-checkout-'));
  made.push(root);
  git(root, 'init', '-q', '-b', 'trabalho');
  write(root, 'content/sectors/varejo.md', '---\ntitle: Varejo\n---\n');
  write(root, 'src/code.ts', 'export const a = 1;\n');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'start');
  return { checkout: root, dir: defaultWorkspaceDir(root), paths: ['content/sectors', 'public/uploads'] };
}

/** What decap-server does for a draft and its publication, in git terms. */
function draftAndPublish(dir: string, path: string, text: string) {
  git(dir, 'checkout', '-q', '-b', 'cms/sectors/saude');
  write(dir, path, text);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'draft');
  git(dir, 'checkout', '-q', 'main');
}

describe("the studio's workspace", () => {
  it('starts from the checkout as it is on disk, uncommitted content included, and leaves the checkout as it was', () => {
    const ws = checkout();
    write(ws.checkout, 'content/sectors/varejo.md', '---\ntitle: Varejo editado\n---\n');
    write(ws.checkout, 'src/code.ts', 'export const a = 2;\n');
    const status = git(ws.checkout, 'status', '--porcelain');
    prepareWorkspace(ws);
    expect(readFileSync(join(ws.dir, 'content/sectors/varejo.md'), 'utf8')).toContain('Varejo editado');
    // Only content is taken from the disk: the code is the committed one.
    expect(readFileSync(join(ws.dir, 'src/code.ts'), 'utf8')).toBe('export const a = 1;\n');
    expect(git(ws.dir, 'status', '--porcelain')).toBe('');
    // The checkout: same branch, same edits, nothing staged or committed.
    expect(git(ws.checkout, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('trabalho');
    expect(git(ws.checkout, 'status', '--porcelain')).toBe(status);
  });

  it('keeps a draft on its branch; publishing copies its files into the checkout, and nothing outside content', async () => {
    const ws = checkout();
    prepareWorkspace(ws);
    draftAndPublish(ws.dir, 'content/sectors/saude.md', '---\ntitle: Saúde\n---\n');
    expect(draftBranches(ws.dir)).toEqual(['cms/sectors/saude']);
    expect(existsSync(join(ws.checkout, 'content/sectors/saude.md'))).toBe(false);

    const before = headOf(ws.dir);
    git(ws.dir, 'merge', '-q', '--no-edit', 'cms/sectors/saude');
    write(ws.dir, 'scripts/evil.ts', 'boom');
    // In scope, but not what the guard takes (a page that is not an image): not copied either.
    write(ws.dir, 'content/sectors/pwned.html', '<script>alert(1)</script>');
    git(ws.dir, 'add', '-A');
    git(ws.dir, 'commit', '-q', '-m', 'outside');
    const check = {
      inScope: (path: string) => path.startsWith('content/sectors/'),
      publishable: async (path: string, bytes: Buffer) => path.endsWith('.md') && bytes.includes('title:'),
    };
    expect(await mirrorToCheckout(ws, before, headOf(ws.dir), check)).toEqual(['content/sectors/saude.md']);
    expect(readFileSync(join(ws.checkout, 'content/sectors/saude.md'), 'utf8')).toContain('Saúde');
    expect(existsSync(join(ws.checkout, 'scripts/evil.ts'))).toBe(false);
    expect(existsSync(join(ws.checkout, 'content/sectors/pwned.html'))).toBe(false);
  });

  it('mirrors a deletion, and finds the images a draft keeps', async () => {
    const ws = checkout();
    prepareWorkspace(ws);
    git(ws.dir, 'checkout', '-q', '-b', 'cms/blog/novo');
    write(ws.dir, 'public/uploads/capa.png', 'png');
    git(ws.dir, 'add', '-A');
    git(ws.dir, 'commit', '-q', '-m', 'draft');
    git(ws.dir, 'checkout', '-q', 'main');
    expect(draftFiles(ws.dir, 'cms/blog/novo', ['public/uploads'])).toEqual(['public/uploads/capa.png']);
    expect(draftFiles(ws.dir, 'cms/blog/nenhum', ['public/uploads'])).toEqual([]);

    const before = headOf(ws.dir);
    git(ws.dir, 'rm', '-q', 'content/sectors/varejo.md');
    git(ws.dir, 'commit', '-q', '-m', 'delete');
    await mirrorToCheckout(ws, before, headOf(ws.dir), { inScope: () => true, publishable: async () => true });
    expect(existsSync(join(ws.checkout, 'content/sectors/varejo.md'))).toBe(false);
  });

  it('rebases waiting drafts on what the checkout has since, and says which no longer apply', () => {
    const ws = checkout();
    prepareWorkspace(ws);
    draftAndPublish(ws.dir, 'content/sectors/saude.md', '---\ntitle: Saúde\n---\n');
    git(ws.dir, 'checkout', '-q', '-b', 'cms/sectors/varejo');
    write(ws.dir, 'content/sectors/varejo.md', '---\ntitle: Varejo do rascunho\n---\n');
    git(ws.dir, 'commit', '-q', '-am', 'draft');
    git(ws.dir, 'checkout', '-q', 'main');
    // Meanwhile the editor commits another change to the same page.
    write(ws.checkout, 'content/sectors/varejo.md', '---\ntitle: Varejo do commit\n---\n');
    git(ws.checkout, 'commit', '-q', '-am', 'by hand');

    const notes = prepareWorkspace(ws);
    expect(notes).toEqual([
      'O rascunho sectors/varejo muda o mesmo trecho que o conteúdo publicado: abra-o no estúdio e salve de novo.',
    ]);
    expect(git(ws.dir, 'merge-base', '--is-ancestor', 'main', 'cms/sectors/saude')).toBe('');
    expect(git(ws.dir, 'rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    expect(readFileSync(join(ws.dir, 'content/sectors/varejo.md'), 'utf8')).toContain('Varejo do commit');
  });
});

describe("the studio's Portuguese", () => {
  type Tree = { [key: string]: string | Tree };
  /** Every phrase of `en` that `pt` leaves out, or leaves in English. */
  function english(pt: Tree, en: Tree, path: string[] = []): string[] {
    return Object.entries(en).flatMap(([key, value]) => {
      const there = pt[key];
      if (typeof value === 'object') return english(typeof there === 'object' ? there : {}, value, [...path, key]);
      const name = [...path, key].join('.');
      if (there === undefined) return [name];
      // Words that are the same in both languages, or only placeholders.
      const same =
        ['Markdown', 'Link', 'Status: %{status}', 'MMMM D'].includes(value) ||
        !/[a-z]{3}/i.test(value.replace(/%\{\w+\}/g, ''));
      return there === value && !same ? [name] : [];
    });
  }

  it('leaves no phrase of Decap in English', async () => {
    expect(english(await studioLocale(), await decapPhrases('en'))).toEqual([]);
  });

  it('adds only phrases Decap has', async () => {
    expect(english(await decapPhrases('en'), STUDIO_PHRASES as Tree)).toEqual([]);
  });
});
