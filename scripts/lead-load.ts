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
