/**
 * The guard in front of decap-server's protocol (scripts/cms.ts, cms/file-service.ts).
 * decap-server trusts its caller: it reads and writes any file of its repository for whoever
 * reaches it. So it has no port, and the studio's file service answers only here, after three
 * checks:
 * - the request is this studio's own (Host, Origin and the run's secret: requestRefusal);
 * - every path it names lies where the studio's configuration keeps content or media
 *   (scopeOf, pathRefusal);
 * - what it writes is what the build accepts (cms/checks.ts, called by scripts/cms.ts).
 */
import { posix } from 'node:path';

/** Where the studio may read and write: the collections' folders and files, the media folders. */
export interface StudioScope {
  folders: string[];
  files: string[];
  collections: Map<string, { folder?: string; files: Map<string, string> }>;
}

interface ConfigCollection {
  name: string;
  folder?: string;
  files?: { name: string; file: string }[];
}

/** A repository path as decap-server takes it, without a leading slash. */
const bare = (path: string) => path.replace(/^\/+/, '').replace(/\/+$/, '');

/** Every `media_folder` of the configuration, wherever it is set (globally, per collection or field). */
function mediaFolders(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) mediaFolders(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'media_folder' && typeof value === 'string') found.push(bare(value));
      else mediaFolders(value, found);
    }
  }
  return found;
}

export function scopeOf(config: { collections: ConfigCollection[] }): StudioScope {
  const collections: StudioScope['collections'] = new Map();
  for (const { name, folder, files = [] } of config.collections) {
    collections.set(name, {
      folder: folder && bare(folder),
      files: new Map(files.map((f) => [f.name, bare(f.file)])),
    });
  }
  const all = [...collections.values()];
  return {
    folders: [...new Set([...all.flatMap((c) => (c.folder ? [c.folder] : [])), ...mediaFolders(config)])],
    files: all.flatMap((c) => [...c.files.values()]),
    collections,
  };
}

/**
 * The collection a repository path belongs to, and for a list's file the list's name (its
 * `entry`); undefined outside every collection (a media file).
 */
export function collectionOf(path: string, scope: StudioScope): { name: string; entry?: string } | undefined {
  for (const [name, { folder, files }] of scope.collections) {
    const entry = [...files].find(([, file]) => file === path)?.[0];
    if (entry || (folder && path.startsWith(`${folder}/`))) return { name, entry };
  }
  return undefined;
}

/** A path of the scope, normalised; null when it leaves it, or is not a plain relative path. */
export function scopedPath(path: unknown, scope: StudioScope): string | null {
  if (typeof path !== 'string' || !path || /[\0\\]/.test(path)) return null;
  const clean = posix.normalize(bare(path));
  if (clean.startsWith('..') || posix.isAbsolute(clean) || clean.split('/').some((part) => part.startsWith('.')))
    return null;
  if (scope.files.includes(clean) || scope.folders.includes(clean)) return clean;
  return scope.folders.some((folder) => clean.startsWith(`${folder}/`)) ? clean : null;
}

/** What the studio asks of decap-server: an action and its parameters. */
export interface StudioRequest {
  action: string;
  params?: Record<string, unknown>;
}

/** The actions of Decap's local backend; anything else is refused. */
const ACTIONS = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'getMedia',
  'getMediaFile',
  'persistEntry',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
  'getDeployPreview',
  'unpublishedEntries',
  'unpublishedEntry',
  'unpublishedEntryDataFile',
  'unpublishedEntryMediaFile',
  'deleteUnpublishedEntry',
  'updateUnpublishedEntryStatus',
  'publishUnpublishedEntry',
]);

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every path a request names, read or written, wherever Decap puts it in the parameters. */
export function pathsOf({ params = {} }: StudioRequest): unknown[] {
  const files = [record(params.entry), ...list(params.dataFiles).map(record)].filter((f) => Object.keys(f).length);
  return [
    params.path,
    params.folder,
    params.mediaFolder,
    ...list(params.files).map((f) => record(f).path),
    ...list(params.paths),
    ...files.flatMap((f) => [f.path, ...(f.newPath === undefined ? [] : [f.newPath])]),
    ...list(params.assets).map((a) => record(a).path),
    ...(params.asset === undefined ? [] : [record(params.asset).path]),
  ].filter((path) => path !== undefined);
}

/** Why a request must not reach decap-server, in Portuguese; null when it may. */
export function pathRefusal(request: StudioRequest, scope: StudioScope): string | null {
  if (!ACTIONS.has(request.action)) return `Ação desconhecida: ${String(request.action)}.`;
  const collection = request.params?.collection;
  if (collection !== undefined && !scope.collections.has(String(collection)))
    return `Coleção desconhecida: ${String(collection)}.`;
  for (const path of pathsOf(request)) {
    if (!scopedPath(path, scope))
      return `O estúdio só lê e grava o conteúdo do site (${scope.folders.join(', ')}): "${String(path)}" fica fora dele.`;
  }
  return null;
}

/**
 * Whether a request comes from this studio's page: its Host is the loopback name of the
 * studio's port (a rebound DNS name is not), and a write's Origin is the studio's own.
 */
export function requestRefusal(
  headers: { host?: string | null; origin?: string | null },
  port: number,
  needsOrigin: boolean,
): string | null {
  const own = [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`];
  if (!headers.host || !own.includes(headers.host.toLowerCase()))
    return `Endereço não permitido: abra o estúdio em http://localhost:${port}.`;
  if (needsOrigin && !own.some((host) => headers.origin?.toLowerCase() === `http://${host}`))
    return 'Origem não permitida: só a página do estúdio grava conteúdo.';
  return null;
}
