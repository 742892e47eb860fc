/**
 * The studio's file service as an attacker would try it: from another origin, through a
 * rebound DNS name, around the studio's page, outside content; and as a new editor meets it:
 * started on a checkout with no build. Every answer is checked, and so is the disk.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CMS_TEST_PORTS } from '../../playwright.cms.config.ts';
import { waitForUrl } from '../../scripts/serve.ts';
import { isLoopback, listeners } from './sockets.ts';

const STUDIO = `http://localhost:${CMS_TEST_PORTS.studio}`;

/** The file service's address for this run, as the studio's page reads it. */
async function serviceUrl(): Promise<string> {
  const config = await (await fetch(`${STUDIO}/config.yml`)).text();
  const url = /local_backend:\s*\n\s*url: (\S+)/.exec(config)?.[1];
  expect(url, 'config.yml names the file service').toMatch(/^http:\/\/localhost:\d+\/api\/[\w-]{20,}\/v1$/);
  return url ?? '';
}

/** A POST as any program may send it: its own Host and Origin headers, whatever they are. */
function post(url: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const OWN = { Origin: STUDIO };
const persist = (path: string, raw: string, collectionName = 'sectors') => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    entry: { slug: 'x', path, raw },
    assets: [],
    options: { collectionName, commitMessage: 'x', useWorkflow: false, status: '' },
  },
});

test('a write outside content is refused, and nothing is written', async () => {
  const url = await serviceUrl();
  const planted = 'scripts/plantado.ts';
  rmSync(planted, { force: true });
  for (const path of [planted, 'content/sectors/../../scripts/plantado.ts', '/etc/plantado', '.git/hooks/pre-commit']) {
    const answer = await post(url, persist(path, 'console.log(1)'), OWN);
    expect(answer.status, path).toBe(422);
    expect(JSON.parse(answer.text).error, path).toContain('fica fora dele');
  }
  expect(existsSync(planted)).toBe(false);
  expect(existsSync('.git/hooks/pre-commit')).toBe(false);
  // Nor is anything outside content read: not the package, not the git config, not the leads.
  for (const path of ['package.json', '.git/config', 'data/cms-test/leads.sqlite', 'content/../package.json']) {
    const answer = await post(url, { action: 'getEntry', params: { branch: 'main', path } }, OWN);
    expect(answer.status, path).toBe(403);
    expect(answer.text).not.toContain('"dependencies"');
  }
  // Content itself is read as before.
  const sector = await post(
    url,
    { action: 'getEntry', params: { branch: 'main', path: 'content/sectors/varejo.md' } },
    OWN,
  );
  expect(sector.status).toBe(200);
  expect(JSON.parse(sector.text).data).toContain('title: Varejo');
});

test('a request larger than any save (8 MB) is refused before it is read', async () => {
  const url = await serviceUrl();
  const huge = persist('content/sectors/enorme.md', 'x'.repeat(9 * 1024 * 1024));
  const answer = await post(url, huge, OWN);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.text).error).toBe('Arquivos demais de uma vez: envie menos imagens por vez.');
  expect(existsSync('content/sectors/enorme.md')).toBe(false);
});

test('a request from another origin, another Host or without the run’s secret is refused', async () => {
  const url = await serviceUrl();
  const read = { action: 'getEntry', params: { branch: 'main', path: 'content/sectors/varejo.md' } };
  const file = 'content/sectors/invasao.md';
  const page = readFileSync('content/sectors/varejo.md', 'utf8').replace('title: Varejo', 'title: Invasão');

  // A page on another site that the editor happens to visit.
  const foreign = await post(url, read, { Origin: 'https://evil.example' });
  expect(foreign.status).toBe(403);
  expect(JSON.parse(foreign.text).error).toBe('Origem não permitida: só a página do estúdio grava conteúdo.');
  expect((await post(url, persist(file, page), { Origin: 'https://evil.example' })).status).toBe(403);
  // No Origin at all is no page of the studio either.
  expect((await post(url, read, {})).status).toBe(403);
  // DNS rebinding: the browser sends the attacker's name as Host, even with a matching Origin.
  const rebound = await post(url, read, {
    Host: `rebind.evil.example:${CMS_TEST_PORTS.studio}`,
    Origin: `http://rebind.evil.example:${CMS_TEST_PORTS.studio}`,
  });
  expect(rebound.status).toBe(403);
  expect(JSON.parse(rebound.text).error).toContain('Endereço não permitido');
  const config = await new Promise<number>((resolve) =>
    httpRequest(`${STUDIO}/config.yml`, { headers: { Host: 'rebind.evil.example' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).end(),
  );
  expect(config, 'the secret is never served to another name').toBe(403);
  // The studio's origin, but not the run's secret.
  const guessed = url.replace(/\/api\/[\w-]+\/v1$/, '/api/adivinhado-adivinhado-adivinhado/v1');
  expect((await post(guessed, read, OWN)).status).toBe(403);
  expect(existsSync(file)).toBe(false);
});

test.describe('the studio started on a fresh clone, with no build', () => {
  let child: ChildProcess | undefined;
  let empty = '';
  const ports = { studio: 4341, site: 4343 };

  test.afterAll(() => {
    child?.kill('SIGTERM');
    if (empty) rmSync(empty, { recursive: true, force: true });
  });

  test('starts the studio, the live site and the local service; every socket is loopback only; a refused edit shows in the browser', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A fresh clone: the committed files and the installed packages, nothing built. (Its own
    // folder also keeps its dev server apart from the one the other tests' studio runs.)
    empty = mkdtempSync(join(tmpdir(), 'gvp-fresh-clone-'));
    for (const file of execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean))
      if (existsSync(file)) cpSync(file, join(empty, file));
    symlinkSync(resolve('node_modules'), join(empty, 'node_modules'), 'dir');
    // A clone is a git repository: the studio keeps its drafts in a git workspace made from it.
    for (const args of [
      ['init', '-q'],
      ['add', '-A', '--', '.', ':!node_modules'],
      ['-c', 'user.name=Teste', '-c', 'user.email=teste@example.com', 'commit', '-q', '-m', 'clone'],
    ])
      execFileSync('git', args, { cwd: empty });
    expect(existsSync(join(empty, 'dist'))).toBe(false);
    child = spawn(process.execPath, ['scripts/cms.ts'], {
      cwd: empty,
      env: {
        ...process.env,
        CMS_PORT: String(ports.studio),
        SITE_PORT: String(ports.site),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // What it says, for the report when it does not come up.
    let said = '';
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk) => {
        said = `${said}${chunk}`.slice(-4000);
      });
    try {
      await waitForUrl(`http://localhost:${ports.studio}/config.yml`, 60_000);
      await waitForUrl(`http://localhost:${ports.site}/verticals/varejo`, 90_000);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${said}`);
    }
    // The forms' calls reach the local service through the dev server.
    const calls = await fetch(`http://localhost:${ports.site}/webhook/blogs?root=true&page=1`);
    expect(calls.status).toBe(200);

    const open = listeners(child.pid ?? 0);
    const bound = open.map(({ address, port }) => `${address}:${port}`);
    // The studio, the live site and the local service: these, and no other (decap-server's
    // protocol answers inside the studio's process, cms/file-service.ts, with no port).
    const service = ports.site + 1;
    expect([...new Set(open.map((l) => l.port))].sort(), bound.join(', ')).toEqual(
      [ports.studio, ports.site, service].sort(),
    );
    expect(open.filter((l) => !isLoopback(l.address)).map((l) => `${l.address}:${l.port}`)).toEqual([]);

    // A page on another local port, in a real browser, reads nothing from any of them.
    const targets = [
      `http://localhost:${ports.studio}/config.yml`,
      `http://localhost:${ports.studio}/`,
      `http://localhost:${ports.site}/`,
      `http://localhost:${ports.site}/@fs${join(empty, 'package.json')}`,
      `http://localhost:${ports.site}/_inbox`,
      `http://localhost:${service}/_inbox`,
    ];
    const foreign = createServer((_req, res) => res.end('<!doctype html><title>outra página</title>'));
    await new Promise<void>((resolve) => foreign.listen(4349, '127.0.0.1', resolve));
    try {
      await page.goto('http://localhost:4349/');
      const read = await page.evaluate(
        (urls) =>
          Promise.all(
            urls.map((url) =>
              fetch(url).then(
                async (answer) => `${url} read: ${answer.status} ${(await answer.text()).slice(0, 60)}`,
                () => `${url} blocked`,
              ),
            ),
          ),
        targets,
      );
      expect(read).toEqual(targets.map((url) => `${url} blocked`));
      // Nor does it write through the studio: a save sent blind (no-cors) is refused by Origin.
      const planted = join(empty, 'content/sectors/plantada.md');
      await page.evaluate(
        (url) =>
          fetch(url, {
            method: 'POST',
            mode: 'no-cors',
            headers: { 'Content-Type': 'text/plain' },
            body: JSON.stringify({
              action: 'persistEntry',
              params: { entry: { path: 'content/sectors/plantada.md', raw: '---\ntitle: x\n---\n' } },
            }),
          }).catch(() => undefined),
        `http://localhost:${ports.studio}/api/x/v1`,
      );
      expect(existsSync(planted)).toBe(false);
    } finally {
      foreign.close();
    }
    // A rebound DNS name (a foreign Host) gets a refusal from every port, never a page.
    for (const url of targets) {
      const { status, text } = await new Promise<{ status: number; text: string }>((resolve) =>
        httpRequest(url, { headers: { Host: `rebind.evil.example:${new URL(url).port}` } }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: body }));
        }).end(),
      );
      expect(status, `${url} with a foreign Host: ${text.slice(0, 80)}`).toBe(403);
    }

    // An edit the build would refuse (a page with no subtitle): the open page says so, in
    // Portuguese and naming the field, instead of staying as it was.
    const live = `http://localhost:${ports.site}/verticals/varejo`;
    await page.goto(live);
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const sector = join(empty, 'content/sectors/varejo.md');
    const fine = readFileSync(sector, 'utf8');
    writeFileSync(sector, fine.replace(/^subtitle: .*\n/m, ''));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText(
      'content/sectors/varejo.md não entra no site. Corrija: Subtítulo: campo obrigatório.',
    );
    // A page opened afterwards sees it too; fixed, the page comes back.
    const later = await page.context().newPage();
    await later.goto(live);
    await expect(later.locator('vite-error-overlay')).toContainText('Subtítulo: campo obrigatório.');
    writeFileSync(sector, fine);
    // The page's own heading, alone: the overlay has a heading of its own.
    await expect(later.getByRole('heading', { level: 1 })).toHaveText([heading]);
    await expect(later.locator('vite-error-overlay')).toHaveCount(0);
  });
});
