/**
 * `npm run lock:platforms`: keeps package-lock.json installable with `npm ci` everywhere.
 *
 * The npm registry mirror this project's machines use does not hold every platform's
 * prebuilt binary (darwin, win32, musl...). npm then leaves those optional packages out
 * of the lock, and `npm ci` refuses the lock as out of sync. This adds an entry for each
 * missing platform binary with only its version and os/cpu, which npm skips on any other
 * platform without fetching. Run it after `npm install` changes the lock.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

/** Reads os, cpu and libc from a platform package's name, e.g. `cli-linux-arm64-musl`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('gnueabihf') ? 'arm' : undefined);
  if (!cpu) return null;
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os) return null;
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') && os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    lock.packages[hoisted] = { version: spec.replace(/^[=^~]/, ''), optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added.`);
