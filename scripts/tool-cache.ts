/**
 * Heavy tools for the checks that stay outside `npm test` (n8n, the Observatory, wrangler):
 * installed once into a cache this project owns, ~/.cache/gvp-digital (or GVP_TOOL_CACHE),
 * never into node_modules and never committed. A `.ready` file marks a finished install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The project's Node 24 first: the tools run on it and build native modules against it. */
export const TOOL_PATH = `${dirname(process.execPath)}:${process.env.PATH}`;

export interface InstallOptions {
  /** More npm arguments, such as --ignore-scripts. */
  npmArgs?: string[];
  /** What the install needs after npm (a native rebuild, a file the install scripts would fetch). */
  after?: (dir: string) => void;
}

/** Installs `spec` into the cache directory `name` unless done before; returns the directory. */
export function installTool(name: string, spec: string, { npmArgs = [], after }: InstallOptions = {}): string {
  const dir = resolve(process.env.GVP_TOOL_CACHE ?? join(homedir(), '.cache', 'gvp-digital'), name);
  if (existsSync(join(dir, '.ready'))) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `{"name":"${name}-cache","private":true}\n`);
  console.log(`Installing ${spec} into ${dir} (once)...`);
  execFileSync('npm', ['install', spec, '--no-audit', '--no-fund', '--loglevel=error', ...npmArgs], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PATH: TOOL_PATH },
  });
  after?.(dir);
  writeFileSync(join(dir, '.ready'), `${spec}\n`);
  return dir;
}

/**
 * A Debian package the checks need (a server, nginx), installed once when this process is root and
 * `path` is missing; otherwise the error says what to install. Returns `path`.
 */
export function debianTool(path: string, pkg: string, what: string): string {
  if (!existsSync(path) && process.getuid?.() === 0) {
    console.log(`Installing Debian’s ${pkg} for ${what} (once)...`);
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(path)) throw new Error(`${what} needs ${path}: sudo apt-get install ${pkg}`);
  return path;
}
