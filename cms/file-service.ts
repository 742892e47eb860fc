/**
 * decap-server's git protocol, answered inside the studio's own process: no port of its own.
 * decap-server as a program listens on TCP with CORS open to every `http://localhost:<port>`
 * origin and no check of the Host, so any page on another local port (or a rebound DNS name)
 * could read and write the repository through it, around the guard. Here its request handlers
 * (the same code, `registerLocalGit`) are called directly by the guard (scripts/cms.ts), after
 * the guard's checks; nothing else can reach them, because nothing listens.
 */
import { createRequire } from 'node:module';

/** An answer of decap-server: its HTTP status and JSON body. */
export interface FileServiceAnswer {
  status: number;
  body: unknown;
}

type Answer = { status(code: number): Answer; json(body: unknown): Answer };
type Handler = (request: { body: unknown }, answer: Answer, next: () => void) => unknown;

/** decap-server's `registerLocalGit` registers on an Express app; this takes only its POST /api/v1. */
interface RouteTable {
  use(...handlers: unknown[]): void;
  post(path: string, ...handlers: Handler[]): void;
}

/** The file service of the git repository at `repoDir`: one call per request body. */
export async function fileService(repoDir: string): Promise<(body: unknown) => Promise<FileServiceAnswer>> {
  // decap-server reads its repository from the environment when it registers.
  process.env.GIT_REPO_DIRECTORY = repoDir;
  const require = createRequire(import.meta.url);
  const { registerLocalGit } = require('decap-server/dist/middlewares.js') as {
    registerLocalGit(app: RouteTable, options: { logLevel?: string }): Promise<void>;
  };
  const handlers: Handler[] = [];
  await registerLocalGit(
    {
      // Its logging, CORS and body parser: there is no HTTP here, and the guard parsed the body.
      use: () => {},
      post: (path, ...route) => {
        if (path === '/api/v1') handlers.push(...route);
      },
    },
    { logLevel: 'warn' },
  );
  if (!handlers.length) throw new Error('decap-server registered no handler for /api/v1');

  return (body) =>
    new Promise<FileServiceAnswer>((resolve, reject) => {
      let status = 200;
      const answer: Answer = {
        status(code) {
          status = code;
          return answer;
        },
        json(json) {
          resolve({ status, body: json });
          return answer;
        },
      };
      // Express's chain: each handler answers, or calls next() for the one after it.
      const run = (index: number) => {
        const handler = handlers[index];
        if (!handler) return reject(new Error('decap-server did not answer'));
        Promise.resolve(handler({ body }, answer, () => run(index + 1))).catch(reject);
      };
      run(0);
    });
}
