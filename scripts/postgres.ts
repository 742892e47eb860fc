/**
 * A private PostgreSQL for `npm run test:n8n`: a cluster in a temporary directory, listening on
 * loopback only, with one database and one role for the kit's bookings. Debian's server
 * (`apt-get install postgresql`) is used when present; as root it is installed when missing,
 * and runs as the `postgres` user, since the server refuses to run as root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Postgres {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  /** Runs SQL (a file's path or a statement) as the kit's role, in its database or `database`. */
  run: (sql: ({ file: string } | { command: string }) & { database?: string }) => string;
  /** Another database owned by the kit's role (n8n's own, in queue mode). */
  createDatabase: (name: string) => void;
  stop: () => void;
}

const isRoot = process.getuid?.() === 0;

function binDir(): string {
  const find = () =>
    existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .map((version) => join('/usr/lib/postgresql', version, 'bin'))
          .find((dir) => existsSync(join(dir, 'initdb')))
      : undefined;
  let dir = find();
  if (!dir && isRoot) {
    console.log('Installing Debian’s PostgreSQL server for the booking workflows (once)...');
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    dir = find();
  }
  if (!dir) throw new Error('PostgreSQL is needed for the booking workflows: sudo apt-get install postgresql');
  return dir;
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
  const bin = binDir();
  // Its own directory under /tmp, which the server user can reach (a root-only parent would not do).
  const dir = mkdtempSync(join(tmpdir(), 'gvp-pg-'));
  const data = join(dir, 'data');
  if (isRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
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
    asServerUser(
      join(bin, 'psql'),
      ['-h', dir, '-p', String(port), '-v', 'ON_ERROR_STOP=1', '-q', '-At', ...args],
      input,
    );
  const password = 'gvp-agendamentos-teste';
  psql(['-U', 'postgres', '-d', 'postgres', '-c', `CREATE ROLE gvp LOGIN PASSWORD '${password}'`]);
  psql(['-U', 'postgres', '-d', 'postgres', '-c', 'CREATE DATABASE gvp OWNER gvp']);
  return {
    host: '127.0.0.1',
    port,
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
