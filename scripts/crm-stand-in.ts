/**
 * The CRM behind the n8n kit's "Entregar lead" in `npm run test:n8n` and `npm run bench:leads`:
 * it accepts each lead it is sent and deduplicates nothing, as most CRMs' lead endpoints do, so a
 * lead the kit sends twice is counted twice. The runs switch its weather: up, down (503 to every
 * lead), refusing connections (its port closed), flapping (every third lead refused with 503),
 * slow (each answer after `delayMs`, taken even when the caller stopped waiting) or refusing one
 * lead for good (422 to every body that contains `reject`).
 */
import { createServer } from 'node:http';

export type CrmMode = 'up' | 'down' | 'refuse' | 'flap';

export interface CrmWeather {
  mode: CrmMode;
  delayMs: number;
  /** A body containing this text is refused with 422 whatever the mode ('' refuses none). */
  reject: string;
}

/** One lead the CRM accepted. `replay`: its key had been accepted before. */
export interface Accepted {
  idempotencyKey: string | null;
  replay: boolean;
  [field: string]: unknown;
}

export interface Crm {
  accepted: Accepted[];
  /** Every request that reached it, with the status it answered (0: the caller was gone). */
  requests: { key: string | null; status: number }[];
  weather: () => CrmWeather & { inFlight: number };
  set: (weather: Partial<CrmWeather>) => Promise<void>;
  stop: () => Promise<void>;
}

export async function startCrm(port: number): Promise<Crm> {
  const accepted: Accepted[] = [];
  const requests: { key: string | null; status: number }[] = [];
  const seen = new Set<string>();
  let weather: CrmWeather = { mode: 'up', delayMs: 0, reject: '' };
  let inFlight = 0;
  let count = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      inFlight++;
      if (weather.delayMs) await new Promise((r) => setTimeout(r, weather.delayMs));
      inFlight--;
      count++;
      const status =
        weather.reject && body.includes(weather.reject)
          ? 422
          : weather.mode === 'down' || (weather.mode === 'flap' && count % 3 === 0)
            ? 503
            : 201;
      if (status === 201) {
        accepted.push({
          ...(JSON.parse(body || '{}') as object),
          idempotencyKey: key,
          replay: key !== null && seen.has(key),
        });
        if (key !== null) seen.add(key);
      }
      requests.push({ key, status: res.destroyed ? 0 : status });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(status === 201 ? { ok: true } : { error: status === 422 ? 'rejected' : 'unavailable' }));
    });
  });
  const listen = () => new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const close = () =>
    new Promise<void>((r) => {
      server.close(() => r());
      // Kept-alive connections too: a refusing CRM answers nothing at all.
      server.closeAllConnections();
    });
  await listen();
  return {
    accepted,
    requests,
    weather: () => ({ ...weather, inFlight }),
    set: async (next) => {
      const was = weather.mode;
      weather = { ...weather, ...next };
      if (weather.mode === 'refuse' && was !== 'refuse') await close();
      if (weather.mode !== 'refuse' && was === 'refuse') await listen();
    },
    stop: () => (weather.mode === 'refuse' ? Promise.resolve() : close()),
  };
}
