/**
 * A private Redis for `npm run test:n8n -- --queue` (n8n's queue mode keeps its jobs there):
 * loopback only, protected mode on, nothing written to disk, in a temporary directory.
 * Debian's `redis-server` is used when present; as root it is installed when missing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { debianTool } from './tool-cache.ts';

export interface Redis {
  host: string;
  port: number;
  stop: () => void;
}

const binary = () => debianTool('/usr/bin/redis-server', 'redis-server', 'n8n’s queue mode');

/** Resolves once something accepts connections on host:port. */
async function listening(host: string, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, host, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`Redis did not start on ${host}:${port}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startRedis(port: number): Promise<Redis> {
  const dir = mkdtempSync(join(tmpdir(), 'gvp-redis-'));
  const child: ChildProcess = spawn(
    binary(),
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--protected-mode',
      'yes',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await listening('127.0.0.1', port, 15_000);
  return {
    host: '127.0.0.1',
    port,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
