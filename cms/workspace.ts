/**
 * The studio's own git workspace (`.git/gvp-studio` of the checkout, or STUDIO_WORKSPACE). Decap's
 * editorial workflow keeps each draft on a git branch (`cms/<collection>/<slug>`), and
 * decap-server's git mode checks branches out, stages everything (`git add .`) and commits
 * where it runs. Run in the editor's checkout, it would switch the branch under their dev
 * server and commit their unrelated work. So it runs here instead:
 * - at start, this workspace's `main` becomes the checkout's HEAD plus the checkout's content
 *   folders as they are on disk (edits not committed yet included), and each draft is rebased
 *   on it;
 * - whatever later reaches `main` (a publish, an upload to the media library, a deletion) is
 *   copied back into the checkout's content folders, where the live site shows it and the
 *   editor commits it as usual.
 * Drafts and reviews never touch the checkout. The workspace lives inside the checkout's
 * `.git`, so it never shows among the editor's files and survives a `git clean -fdx`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The branch the studio publishes to (the configuration's `backend.branch`). */
export const STUDIO_BRANCH = 'main';
/** Where Decap keeps drafts: one branch per entry. */
const DRAFT_PREFIX = 'cms/';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** A git answer, or '' when git says no (an unset setting, a missing branch). */
function gitOr(cwd: string, args: string[]): string {
  try {
    return git(cwd, args);
  } catch {
    return '';
  }
}

export interface Workspace {
  /** The editor's checkout: where the site is built from and content is committed. */
  checkout: string;
  /** The studio's git repository. */
  dir: string;
  /** The content and media paths the studio may write (cms/guard.ts, scopeOf). */
  paths: string[];
}

/** Where a checkout keeps its studio workspace: beside its own git data. */
export const defaultWorkspaceDir = (checkout: string) =>
  resolve(checkout, git(checkout, ['rev-parse', '--git-common-dir']), 'gvp-studio');

/** The commit `main` points at now. */
export const headOf = (dir: string) => git(dir, ['rev-parse', STUDIO_BRANCH]);

/** The drafts waiting in the workflow, as branch names. */
export const draftBranches = (dir: string) =>
  gitOr(dir, ['for-each-ref', '--format=%(refname:short)', `refs/heads/${DRAFT_PREFIX}`])
    .split('\n')
    .filter(Boolean);

/**
 * Makes the workspace match the checkout; returns what the editor should know (a draft that
 * no longer applies on the published content).
 */
export function prepareWorkspace({ checkout, dir, paths }: Workspace): string[] {
  const notes: string[] = [];
  if (!existsSync(join(dir, '.git'))) {
    mkdirSync(dir, { recursive: true });
    git(dir, ['init', '-q', '-b', STUDIO_BRANCH]);
  }
  // Commits read as the editor's own when git knows them; decap-server reads commit.gpgsign
  // and fails when it is unset, and a draft must never wait on a signing prompt.
  git(dir, ['config', 'user.name', gitOr(checkout, ['config', 'user.name']) || 'Estúdio GVP.Digital']);
  git(dir, ['config', 'user.email', gitOr(checkout, ['config', 'user.email']) || 'estudio@gvp.digital']);
  git(dir, ['config', 'commit.gpgsign', 'false']);
  // An operation cut short (the studio stopped mid-rebase) must not block this start.
  gitOr(dir, ['rebase', '--abort']);
  gitOr(dir, ['merge', '--abort']);

  git(dir, ['fetch', '-q', '--no-tags', checkout, 'HEAD']);
  git(dir, ['checkout', '-q', '-f', '-B', STUDIO_BRANCH, 'FETCH_HEAD']);
  git(dir, ['clean', '-q', '-fd']);
  for (const path of paths) {
    rmSync(join(dir, path), { recursive: true, force: true });
    if (existsSync(join(checkout, path))) cpSync(join(checkout, path), join(dir, path), { recursive: true });
  }
  git(dir, ['add', '-A']);
  if (git(dir, ['status', '--porcelain'])) {
    git(dir, ['commit', '-q', '--no-verify', '-m', 'Estúdio: o conteúdo da cópia de trabalho, ainda sem commit']);
  }
  for (const branch of draftBranches(dir)) {
    try {
      git(dir, ['rebase', '-q', STUDIO_BRANCH, branch]);
    } catch {
      gitOr(dir, ['rebase', '--abort']);
      notes.push(
        `O rascunho ${branch.slice(DRAFT_PREFIX.length)} muda o mesmo trecho que o conteúdo publicado: abra-o no estúdio e salve de novo.`,
      );
    }
  }
  git(dir, ['checkout', '-q', STUDIO_BRANCH]);
  return notes;
}

/**
 * Copies what changed on `main` between two commits into the checkout; returns the paths.
 * `check` is the guard's: nothing outside content is touched, and nothing the guard would not
 * have written (its bytes checked again) ever reaches the checkout.
 */
export async function mirrorToCheckout(
  { checkout, dir }: Workspace,
  from: string,
  to: string,
  check: {
    inScope: (path: string) => boolean;
    /** `together`: every path this publish brings (an article's new cover comes with it). */
    publishable: (path: string, bytes: Buffer, together: readonly string[]) => Promise<boolean>;
  },
): Promise<string[]> {
  const fields = git(dir, ['diff', '--name-status', '--no-renames', '-z', from, to]).split('\0');
  const changed: string[] = [];
  const together = fields.filter((_, i) => i % 2 === 1 && fields[i - 1]?.startsWith('D') === false);
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [status, path] = [fields[i] ?? '', fields[i + 1] ?? ''];
    if (!path || !check.inScope(path)) continue;
    const target = join(checkout, path);
    if (status.startsWith('D')) rmSync(target, { force: true });
    else {
      const bytes = execFileSync('git', ['cat-file', 'blob', `${to}:${path}`], { cwd: dir });
      if (!(await check.publishable(path, bytes, together))) continue;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    }
    changed.push(path);
  }
  return changed;
}

/** The files a draft keeps under the given folders (its uploaded images, before publishing). */
export function draftFiles(dir: string, branch: string, folders: string[]): string[] {
  if (!gitOr(dir, ['rev-parse', '--verify', '-q', `refs/heads/${branch}`])) return [];
  return gitOr(dir, ['ls-tree', '-r', '--name-only', branch, '--', ...folders])
    .split('\n')
    .filter(Boolean);
}

/**
 * Writes every saved draft's own files (its page, its new images) under `out`, at their
 * repository paths, for the live site's draft preview; what is no longer a draft goes away.
 * The folders stay (the dev server watches them) and unchanged files are not rewritten.
 */
export function writeDraftPreviews(
  dir: string,
  out: string,
  folders: readonly string[],
  allowed: (path: string) => boolean,
): void {
  const wanted = new Map<string, Buffer>();
  for (const branch of draftBranches(dir)) {
    const paths = gitOr(dir, [
      'diff',
      '--name-only',
      '--no-renames',
      '--diff-filter=AM',
      `${STUDIO_BRANCH}...${branch}`,
    ])
      .split('\n')
      .filter((path) => path && allowed(path));
    for (const path of paths)
      wanted.set(path, execFileSync('git', ['cat-file', 'blob', `${branch}:${path}`], { cwd: dir }));
  }
  // Every folder exists, drafts or not: the dev server's loaders watch them.
  for (const folder of folders) mkdirSync(join(out, folder), { recursive: true });
  for (const file of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = relative(out, join(file.parentPath, file.name)).split(sep).join('/');
    if (!wanted.has(path)) rmSync(join(out, path));
  }
  for (const [path, bytes] of wanted) {
    const target = join(out, path);
    if (existsSync(target) && readFileSync(target).equals(bytes)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}
