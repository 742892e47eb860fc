/**
 * `npm run cms`: the editors' studio on this machine. Three processes:
 * - the studio (Decap CMS) at http://localhost:4330, its configuration generated from the
 *   content schemas (cms/config.ts) and every save checked against them (cms/validate.ts);
 * - decap-server's git protocol on the studio's own workspace (cms/workspace.ts), where drafts
 *   and reviews are branches; what is published is copied into this checkout's content folders.
 *   It answers inside this process (cms/file-service.ts), with no port of its own, and only
 *   through the studio's guard (cms/guard.ts): this studio's page, content and media folders
 *   only, every write checked as the build checks it (cms/validate.ts) and written in the
 *   file's own style (cms/keep-format.ts);
 * - the site with hot reload at http://localhost:4321 (scripts/dev.ts), where a saved page
 *   shows at once.
 * Everything listens on loopback only: nothing of the studio answers another machine, and
 * nothing answers a page of another origin or a Host of another name.
 * CMS_PORT and SITE_PORT change the ports (the local service takes SITE_PORT + 1, or
 * SERVICE_PORT), STUDIO_WORKSPACE the workspace's folder.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { stringify } from 'yaml';
import { cmsConfig, companyPages, zonedFields } from '../cms/config.ts';
import { fileService } from '../cms/file-service.ts';
import { collectionOf, pathRefusal, requestRefusal, type StudioRequest, scopedPath, scopeOf } from '../cms/guard.ts';
import { keepFormat } from '../cms/keep-format.ts';
import { studioLocale } from '../cms/phrases.ts';
import { checkEntry, checkEntryFile, FOLDERS, mediaProblems, slugOf } from '../cms/validate.ts';
import {
  defaultWorkspaceDir,
  draftFiles,
  headOf,
  mirrorToCheckout,
  prepareWorkspace,
  type Workspace,
  writeDraftPreviews,
} from '../cms/workspace.ts';
import { BUSINESS_TIME_ZONE } from '../src/contracts/booking.ts';
import { MEDIA_FOLDERS } from '../src/schemas/media.ts';
import { runTogether } from './serve.ts';

const studioPort = Number(process.env.CMS_PORT ?? 4330);
const sitePort = Number(process.env.SITE_PORT ?? 4321);
const siteUrl = `http://localhost:${sitePort}`;

/** The site's logo and icon, which the studio shows (cms/config.ts, `logo`). */
const BRAND_FILES = ['logo-gvp-digital.svg', 'favicon.svg'];

const config = cmsConfig({ backend: { name: 'local' }, siteUrl });
const phrases = JSON.stringify(await studioLocale());

/**
 * The studio's page: its file service (null when the studio is served on its own, in
 * production), its Portuguese, the site it previews, and the site's clock for dates.
 */
const studioPage = (api: string | null, site: string) =>
  readFileSync('cms/admin.html', 'utf8')
    .replace('__STUDIO_API__', JSON.stringify(api))
    .replace('__PHRASES__', () => phrases)
    .replace('__SITE_URL__', JSON.stringify(site))
    .replace('__PAGE_PATHS__', JSON.stringify(Object.fromEntries(companyPages().map(({ key, path }) => [key, path]))))
    .replace('__SITE_TIME_ZONE__', JSON.stringify(BUSINESS_TIME_ZONE))
    .replace('__ZONED_FIELDS__', JSON.stringify(zonedFields(config)));

/**
 * `npm run cms -- --export <dir>`: the studio for production, as static files for a host of
 * its own (such as https://studio.gvp.digital): the same fields, the GitHub backend, and
 * every save a commit by the editor's GitHub account. docs/editors.md, 'The studio in production'.
 */
const exportAt = process.argv.indexOf('--export');
if (exportAt !== -1) {
  const dir = process.argv[exportAt + 1] ?? 'dist-studio';
  const repo = process.env.CMS_GITHUB_REPO;
  if (!repo) {
    console.error('[cms] Set CMS_GITHUB_REPO (owner/name) to export the studio.');
    process.exit(1);
  }
  const production = cmsConfig({
    backend: { name: 'github', repo, branch: process.env.CMS_BRANCH ?? 'main', base_url: process.env.CMS_AUTH_URL },
    siteUrl: process.env.SITE_ORIGIN ?? 'https://www.gvp.digital',
  });
  mkdirSync(dir, { recursive: true });
  cpSync('node_modules/decap-cms/dist', join(dir, 'decap'), { recursive: true, filter: (f) => !f.endsWith('.map') });
  // No file service in production (the GitHub backend commits): the page has no local check to call.
  writeFileSync(join(dir, 'index.html'), studioPage(null, production.site_url));
  mkdirSync(join(dir, 'brand'), { recursive: true });
  for (const file of BRAND_FILES) cpSync(join('public', file), join(dir, 'brand', file));
  writeFileSync(join(dir, 'config.yml'), stringify(production));
  console.log(`[cms] the studio for ${repo}, as static files in ${dir}/`);
  process.exit(0);
}

/**
 * The file service: decap-server's protocol, called only by the guard below. Each run has its
 * own secret, which only the studio's page learns (in its HTML and config.yml, both served to
 * this studio's Host only); cms/guard.ts says what else is checked.
 */
const secret = randomBytes(24).toString('base64url');
const scope = scopeOf(config);
const api = `/api/${secret}`;
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The configuration as the studio's page at `origin` reads it: the file service behind its guard. */
const configFor = (origin: string) => ({ ...config, local_backend: { url: `${origin}${api}/v1` } });

const sameSecret = (given: string) =>
  given.length === secret.length && timingSafeEqual(Buffer.from(given), Buffer.from(secret));

const refuse = (message: string, status: 403 | 404 | 413 | 422) => Response.json({ error: message }, { status });

const workspace: Workspace = {
  checkout: process.cwd(),
  dir: process.env.STUDIO_WORKSPACE ? resolve(process.env.STUDIO_WORKSPACE) : defaultWorkspaceDir(process.cwd()),
  paths: [...scope.folders, ...scope.files],
};
for (const note of prepareWorkspace(workspace)) console.warn(`[cms] ${note}`);
const files = await fileService(workspace.dir);

/** A repository path as the site serves it ('public/uploads/a.png' is '/uploads/a.png'). */
const sitePath = (path: string) => `/${path.replace(/^\/?public\//, '')}`;

/**
 * The files an entry may point at that are not in the checkout yet: those its save sends
 * along, and those its draft already keeps (images uploaded at an earlier save of the draft).
 */
const pendingOf = (assets: unknown[], collection?: string, slug?: unknown) =>
  new Set([
    ...assets.map((asset) => sitePath(String((asset as { path?: string }).path ?? ''))),
    ...(collection && typeof slug === 'string' && slug
      ? draftFiles(
          workspace.dir,
          `cms/${collection}/${slug}`,
          scope.folders.filter((f) => f.startsWith('public/')),
        ).map(sitePath)
      : []),
  ]);

/** Saved drafts, as the live site previews them (integrations/studio-drafts.ts). */
const draftsDir = resolve(process.env.DATA_DIR ?? 'data/dev', 'studio-drafts');
const inScope = (path: string) => scopedPath(path, scope) !== null;
/** The collections' folders the preview's loaders read, and the drafts' media. */
const draftFolders = [...Object.values(FOLDERS), 'public'];
const refreshDrafts = () => writeDraftPreviews(workspace.dir, draftsDir, draftFolders, inScope);
refreshDrafts();
/** The actions that change what is waiting in the workflow. */
const MOVES_DRAFTS = new Set(['persistEntry', 'deleteUnpublishedEntry', 'publishUnpublishedEntry']);

/** The actions after which `main` may have moved: what they published is copied to the checkout. */
const MOVES_MAIN = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles', 'publishUnpublishedEntry']);
let mirrored = headOf(workspace.dir);
/**
 * Whether a file that reached `main` may go to the checkout: in scope, and what the guard checks
 * on a write (an entry the build takes, media of an allowed type), checked again on the bytes
 * committed, so nothing reaches the checkout that the guard did not see.
 */
async function publishable(path: string, bytes: Buffer, together: readonly string[]): Promise<boolean> {
  const collection = collectionOf(path, scope);
  const problems = collection
    ? checkEntryFile(collection.name, path, bytes.toString('utf8'), {
        entry: collection.entry,
        pending: new Set(together.map(sitePath)),
      }).problems
    : await mediaProblems(path, bytes);
  if (problems.length) console.warn(`[cms] not copied to this checkout: ${path}: ${problems.join(' · ')}`);
  return problems.length === 0;
}
async function mirror() {
  const head = headOf(workspace.dir);
  if (head === mirrored) return;
  const changed = await mirrorToCheckout(workspace, mirrored, head, { inScope, publishable });
  mirrored = head;
  if (changed.length) console.log(`[cms] published to this checkout: ${changed.join(', ')}`);
}

/** A file's text as published on the workspace's `main`; undefined for a file that is not there. */
function publishedText(path: string): string | undefined {
  try {
    return execFileSync('git', ['show', `main:${path}`], { cwd: workspace.dir, encoding: 'utf8', stdio: 'pipe' });
  } catch {
    return undefined;
  }
}

/** A save's files, each written in its published file's own style (cms/keep-format.ts). */
function inOwnStyle(request: StudioRequest): StudioRequest {
  if (request.action !== 'persistEntry' || !request.params) return request;
  const restyle = (file: unknown) => {
    const { path, raw } = (file ?? {}) as { path?: string; raw?: unknown };
    return typeof path === 'string' && typeof raw === 'string'
      ? { ...(file as object), raw: keepFormat(path, publishedText(path), raw) }
      : file;
  };
  const { entry, dataFiles } = request.params;
  return {
    ...request,
    params: {
      ...request.params,
      ...(entry === undefined ? {} : { entry: restyle(entry) }),
      ...(Array.isArray(dataFiles) ? { dataFiles: dataFiles.map(restyle) } : {}),
    },
  };
}

/** What the build would refuse in a write, said as the studio shows it; null when it may be written. */
async function writeRefusal({ action, params = {} }: StudioRequest): Promise<string | null> {
  const sent = action === 'persistMedia' ? [params.asset] : params.assets;
  const assets = (Array.isArray(sent) ? sent : []) as { path?: unknown; content?: unknown }[];
  for (const asset of assets) {
    const problems = await mediaProblems(
      String(asset?.path ?? ''),
      Buffer.from(String(asset?.content ?? ''), 'base64'),
    );
    if (problems.length) return problems.join(' · ');
  }
  if (action !== 'persistEntry') return null;
  const options = (params.options ?? {}) as { collectionName?: string; useWorkflow?: boolean };
  const collection = scope.collections.get(options.collectionName ?? '');
  if (!collection) return `Coleção desconhecida: ${String(options.collectionName)}.`;
  const sentFiles = params.dataFiles ?? [params.entry];
  const files = (Array.isArray(sentFiles) ? sentFiles : []) as { path?: string; raw?: unknown; newPath?: string }[];
  for (const file of files) {
    const path = scopedPath(file?.newPath ?? file?.path, scope) ?? '';
    const owner = collectionOf(path, scope);
    if (!owner || owner.name !== options.collectionName)
      return `${path} não pertence à coleção ${String(options.collectionName)}.`;
    const entry = owner.entry;
    const { problems } = checkEntryFile(options.collectionName ?? '', path, String(file.raw ?? ''), {
      entry,
      pending: pendingOf(
        assets,
        options.useWorkflow ? options.collectionName : undefined,
        (file as { slug?: unknown }).slug,
      ),
    });
    if (problems.length) return `a página não foi salva. Corrija: ${problems.join(' · ')}`;
  }
  return null;
}

const studio = new Hono();
// Every answer of the studio goes to its own page only: a Host of another name (DNS
// rebinding) or a write from another origin is refused before anything is read.
studio.use('*', async (c, next) => {
  const refusal = requestRefusal(
    { host: c.req.header('host'), origin: c.req.header('origin') },
    studioPort,
    !['GET', 'HEAD'].includes(c.req.method),
  );
  if (refusal) return refuse(refusal, 403);
  c.header('Cache-Control', 'no-store');
  c.header('X-Frame-Options', 'DENY');
  await next();
});
studio.get('/', (c) => c.html(studioPage(api, siteUrl)));
studio.get('/config.yml', (c) =>
  c.body(stringify(configFor(new URL(c.req.url).origin)), 200, { 'Content-Type': 'text/yaml; charset=utf-8' }),
);
for (const file of BRAND_FILES)
  studio.get(`/brand/${file}`, (c) =>
    c.body(readFileSync(join('public', file)), 200, { 'Content-Type': 'image/svg+xml' }),
  );
studio.use(
  '/decap/*',
  serveStatic({ root: 'node_modules/decap-cms/dist', rewriteRequestPath: (p) => p.replace(/^\/decap/, '') }),
);
// The media the studio shows (covers, uploads, recordings) at the addresses the site serves
// them from, as published in this checkout: Decap draws an image field's preview from there.
// Every file there passed the guard's checks; still, a file served from the studio's own
// origin runs nothing (a sandboxed, script-less policy), whatever it is.
for (const folder of Object.values(MEDIA_FOLDERS)) {
  const at = sitePath(folder);
  studio.use(`${at}/*`, async (c, next) => {
    await next();
    c.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
    c.header('X-Content-Type-Options', 'nosniff');
  });
  studio.use(`${at}/*`, serveStatic({ root: 'public' }));
}
studio.use('/api/:secret/*', async (c, next) => {
  if (!sameSecret(c.req.param('secret'))) return refuse('Sessão do estúdio expirada: recarregue a página.', 403);
  await next();
});
// Whatever the length header says (or with none, chunked).
studio.use(
  '/api/:secret/*',
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => refuse('Arquivos demais de uma vez: envie menos imagens por vez.', 413),
  }),
);
// The studio's page checks an entry before saving (cms/admin.html): the same check as the guard's.
studio.post('/api/:secret/validate/:collection', async (c) => {
  const { data, slug, isNew, entry, pending } = (await c.req.json()) as {
    data: Record<string, unknown>;
    slug?: string;
    isNew?: boolean;
    entry?: string;
    pending?: string[];
  };
  const collection = c.req.param('collection');
  return c.json(
    checkEntry({
      collection,
      data,
      entry,
      isNew: Boolean(isNew),
      slug: slug || slugOf(String(data.title ?? '')),
      pending: new Set([...(pending ?? []), ...pendingOf([], collection, slug)]),
    }),
  );
});
// After a save the studio's preview asks here, then loads the draft again (cms/admin.html): the
// live site learns of a new draft from its watcher a moment after it is written, and a preview
// loaded before that showed 'Página não encontrada', to stay so. Asked every 400 ms: each ask
// renders the page in the dev server.
studio.get('/api/:secret/draft-ready/:collection/:slug', async (c) => {
  const { collection, slug } = c.req.param();
  if (!Object.hasOwn(FOLDERS, collection) || !/^[a-z0-9-]+$/.test(slug)) return refuse('Rascunho desconhecido.', 404);
  const address = `${siteUrl}/__rascunho/${collection}/${slug}`;
  const served = () =>
    fetch(address).then(
      (r) => r.ok,
      () => false,
    );
  const until = Date.now() + 15_000;
  while (!(await served())) {
    if (Date.now() > until) return c.body(null, 504);
    await sleep(400);
  }
  return c.body(null, 204);
});
studio.post('/api/:secret/v1', async (c) => {
  const text = await c.req.text();
  let request: StudioRequest;
  try {
    request = JSON.parse(text) as StudioRequest;
  } catch {
    return refuse('Pedido inválido.', 422);
  }
  const refusal = pathRefusal(request, scope) ?? (await writeRefusal(request));
  if (refusal) {
    console.warn(`[cms] refused ${request.action}: ${refusal}`);
    return refuse(refusal, request.action === 'persistEntry' || request.action === 'persistMedia' ? 422 : 403);
  }
  const answer = await files(inOwnStyle(request));
  const ok = answer.status < 400;
  // decap-server answers once its commit is made: what reached `main` goes to the checkout now.
  if (ok && MOVES_MAIN.has(request.action)) await mirror();
  if (ok && MOVES_DRAFTS.has(request.action)) refreshDrafts();
  return Response.json(answer.body, { status: answer.status });
});

const children = [
  spawn(process.execPath, ['scripts/dev.ts'], {
    env: { ...process.env, PORT: String(sitePort), GVP_STUDIO_DRAFTS: draftsDir },
    stdio: 'inherit',
  }),
];
const server = serve({ fetch: studio.fetch, port: studioPort, hostname: '127.0.0.1' }, () => {
  console.log(
    `[cms] the studio: http://localhost:${studioPort} (drafts in ${workspace.dir}, published to this checkout)`,
  );
  console.log(`[cms] the site, live: ${siteUrl}`);
});

runTogether(children, () => server.close());
