/**
 * The load of the lead benchmarks (scripts/bench-leads.ts against the local service,
 * scripts/test-n8n.ts --bench against the n8n kit): autocannon posting one body, each request
 * with an Idempotency-Key of its own, as many browsers' outboxes would.
 */
import autocannon from 'autocannon';

export interface LeadLoad {
  url: string;
  connections: number;
  seconds: number;
  body: string;
  headers?: Record<string, string>;
}

/** Runs the load; `answered` holds the keys whose request got a 2xx. */
export async function postLeads({ url, connections, seconds, body, headers = {} }: LeadLoad) {
  let counter = 0;
  const answered = new Set<string>();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    requests: [
      {
        setupRequest: (request, context) => {
          const key = `bench-${process.pid}-${counter++}`;
          (context as { key?: string }).key = key;
          return { ...request, headers: { ...request.headers, 'idempotency-key': key } };
        },
        onResponse: (status, _body, context) => {
          const key = (context as { key?: string }).key;
          if (status >= 200 && status < 300 && key) answered.add(key);
        },
      },
    ],
  });
  return { result, answered };
}

/** What the kit's `gvp_leads` says of one lead (never its data): the sink's `/leads`. */
export interface LeadRow {
  key: string;
  call: string;
  attempts: number;
  refusals: number;
  lastStatus: number | null;
  delivered: boolean;
  dead: boolean;
  hasPayload: boolean;
}

/** The CRM's weather for a while (scripts/crm-stand-in.ts), as the sink's `/crm` takes it. */
export interface Weather {
  mode: 'up' | 'down' | 'refuse' | 'flap';
  delayMs?: number;
}

export interface WeatherRun {
  /** The sink of scripts/test-n8n.ts. */
  sink: string;
  /** The lead webhook, and the origin the site posts from. */
  url: string;
  origin: string;
  /** A lead's body, from its index and a tag of the run. */
  body: (i: number) => unknown;
  count: number;
  perSecond: number;
  /** The CRM's weather from the burst's start, each for its seconds; then `after` until every lead is in. */
  phases: { weather: Weather; seconds: number }[];
  after?: Weather;
  /** How long to wait, after the phases, for every answered lead to reach the CRM. */
  drainMs?: number;
}

/** One row of the table, and the intake's latency. */
export interface WeatherFigures {
  sent: number;
  answered: number;
  /** Answered within the browser's 20 s but past 2 s. */
  slow: number;
  p99Ms: number;
  stored: number;
  delivered: number;
  /** Deliveries the CRM accepted beyond the first of each key. */
  duplicates: number;
  /** Answered leads the CRM never accepted. */
  lost: number;
  /** The most times one lead reached the CRM, whatever it answered. */
  maxAttempts: number;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The p-th percentile by nearest rank; an unanswered request counts as never answered. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** How many times each key occurs: the deliveries the CRM accepted, the requests it got. */
export function perKey(keys: Iterable<string | null>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * A burst of `count` leads at `perSecond`, each with its own Idempotency-Key and given up after the
 * browser's LEAD_TIMEOUT_MS, while the CRM goes through `phases`; then every answered lead must
 * reach the CRM. The figures count what the CRM accepted per key, with no deduplication.
 */
export async function underWeather(run: WeatherRun): Promise<WeatherFigures> {
  const control = (weather: Weather) =>
    fetch(`${run.sink}/crm?mode=${weather.mode}&delayMs=${weather.delayMs ?? 0}`, { method: 'POST' });
  const tag = `clima-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const keys = Array.from({ length: run.count }, (_, i) => `${tag}-${i}`);
  const started = Date.now();
  const phasesDone = (async () => {
    for (const phase of run.phases) {
      await control(phase.weather);
      await wait(phase.seconds * 1000);
    }
    await control(run.after ?? { mode: 'up' });
  })();
  const latencies = await Promise.all(
    keys.map(async (key, i) => {
      await wait(Math.max(0, started + (i * 1000) / run.perSecond - Date.now()));
      const sentAt = performance.now();
      const status = await fetch(run.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, Origin: run.origin },
        body: JSON.stringify(run.body(i)),
        signal: AbortSignal.timeout(20_000),
      }).then(
        (r) => r.status,
        () => 0,
      );
      return { key, status, ms: status >= 200 && status < 300 ? performance.now() - sentAt : Number.POSITIVE_INFINITY };
    }),
  );
  await phasesDone;
  const answered = latencies.filter((l) => Number.isFinite(l.ms)).map((l) => l.key);
  const path = new URL(run.url).pathname;
  const storedKeyOf = (key: string) => `${path} ${key}`;
  const acceptedPerKey = async () => {
    const all = (await (await fetch(`${run.sink}/received`)).json()) as { idempotencyKey: string | null }[];
    return perKey(all.map((d) => d.idempotencyKey));
  };
  const deadline = Date.now() + (run.drainMs ?? 360_000);
  let counts = await acceptedPerKey();
  while (answered.some((key) => !counts.has(storedKeyOf(key))) && Date.now() < deadline) {
    await wait(2_000);
    counts = await acceptedPerKey();
  }
  // Anything still on its way lands within one more delivery round.
  await wait(10_000);
  counts = await acceptedPerKey();
  const rows = (await (await fetch(`${run.sink}/leads`)).json()) as LeadRow[];
  const ours = new Set(keys.map(storedKeyOf));
  const requests = (await (await fetch(`${run.sink}/crm/requests`)).json()) as { key: string | null }[];
  const tries = perKey(requests.map((r) => r.key).filter((key) => key !== null && ours.has(key)));
  const accepted = keys.map((key) => counts.get(storedKeyOf(key)) ?? 0);
  return {
    sent: run.count,
    answered: answered.length,
    slow: latencies.filter((l) => Number.isFinite(l.ms) && l.ms > 2_000).length,
    p99Ms: Math.round(
      percentile(
        latencies.map((l) => l.ms),
        99,
      ),
    ),
    stored: rows.filter((r) => ours.has(r.key)).length,
    delivered: accepted.filter((n) => n > 0).length,
    duplicates: accepted.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    lost: answered.filter((key) => !counts.has(storedKeyOf(key))).length,
    maxAttempts: Math.max(0, ...tries.values()),
  };
}

/** The figures as a row of the table docs/production.md and the issue notes print. */
export const WEATHER_HEADER =
  '| run | sent | answered | p99 ms | stored | delivered | duplicates | lost | most tries of one lead |';
export const weatherRow = (name: string, f: WeatherFigures) =>
  `| ${name} | ${f.sent} | ${f.answered} | ${Number.isFinite(f.p99Ms) ? f.p99Ms : 'no answer'} | ${f.stored} | ${f.delivered} | ${f.duplicates} | ${f.lost} | ${f.maxAttempts} |`;

/** A barrier report (call 23), a lead with a protocol, from an e-mail that names its run. */
export const barrierReport = (email: string) => ({
  nome: 'Rita Lima',
  email,
  pagina: '/contact',
  descricao: 'O botão de enviar não é anunciado pelo leitor de tela.',
  tipo: 'barreira_acessibilidade',
  timestamp: new Date().toISOString(),
});
