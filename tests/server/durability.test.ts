import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db.ts';
import { CALL_PATHS } from '../../src/lib/contracts.ts';
import { payloads } from './payloads.ts';

let child: ChildProcess | undefined;

afterEach(() => {
  child?.kill('SIGKILL');
});

async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: join(dir, 'dist'), DATA_DIR: join(dir, 'data') },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return proc;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('server did not start');
}

describe('a 2xx means the lead is on disk', () => {
  it('kill -9 right after the answers loses nothing on restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gvp-durability-'));
    const dist = join(dir, 'dist');
    await import('node:fs').then((fs) => fs.mkdirSync(dist));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>');
    const port = 4600 + Math.floor(Math.random() * 200);
    child = await startServer(dir, port);

    let acknowledged = 0;
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`http://127.0.0.1:${port}${CALL_PATHS.gvpomni}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `durable-${i}` },
        body: JSON.stringify({ ...payloads.contact, mensagem: `lead ${i}` }),
      });
      if (response.status === 201) acknowledged++;
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('exit', resolve));

    const db = openDb(join(dir, 'data', 'leads.sqlite'));
    expect(acknowledged).toBe(40);
    expect(db.countLeads('contact')).toBe(40);
    db.close();

    // And the service comes back on the same file.
    child = await startServer(dir, port + 1);
    const again = await fetch(`http://127.0.0.1:${port + 1}${CALL_PATHS.gvpomni}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'durable-0' },
      body: JSON.stringify({ ...payloads.contact, mensagem: 'lead 0' }),
    });
    expect(again.status).toBe(201);
    const reopened = openDb(join(dir, 'data', 'leads.sqlite'));
    expect(reopened.countLeads('contact')).toBe(40);
    reopened.close();
  });
});
