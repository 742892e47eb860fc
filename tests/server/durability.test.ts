import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDb } from '../../server/db.ts';
import { CALLS } from '../../src/contracts/calls.ts';
import { payloads } from '../fixtures/leads.ts';

let child: ChildProcess | undefined;
/** Each test's site and data folders, removed after it: a test run leaves nothing in /tmp. */
const made: string[] = [];

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each test starts real service processes (two, for the restart): on 2 cores busy with the
// build tests, a start alone can take seconds. What is asserted is what reached the disk.
vi.setConfig({ testTimeout: 30_000 });

function siteDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gvp-service-'));
  made.push(dir);
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dir, 'dist', '404.html'), '<!doctype html><title>404</title>');
  return dir;
}

async function startServer(dir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: join(dir, 'dist'), DATA_DIR: join(dir, 'data'), ...env },
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
    const dir = siteDir();
    const port = 4600 + Math.floor(Math.random() * 200);
    child = await startServer(dir, port);

    let acknowledged = 0;
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`http://127.0.0.1:${port}${CALLS.contact.path}`, {
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
    const again = await fetch(`http://127.0.0.1:${port + 1}${CALLS.contact.path}`, {
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

describe('the service process', () => {
  it('SIGTERM with a request hanging mid-body exits by its deadline', async () => {
    const port = 4800 + Math.floor(Math.random() * 100);
    child = await startServer(siteDir(), port, { SHUTDOWN_DEADLINE_MS: '1000' });
    // A client that announces a body and never sends it.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${CALLS.contact.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"nome":`,
    );
    socket.on('error', () => {});
    const started = Date.now();
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    socket.destroy();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('redirects only to paths of this site: //evil.example/ stays here', async () => {
    const port = 4900 + Math.floor(Math.random() * 100);
    child = await startServer(siteDir(), port);
    const response = await fetch(`http://127.0.0.1:${port}//evil.example/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/evil.example');
  });
});
