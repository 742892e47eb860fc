/**
 * The reverse proxy in front of n8n's webhook processors (docs/production.md, "Production topology"), as an
 * nginx server block written by `npm run n8n:kit` into n8n/proxy/webhooks.conf, and run by
 * `npm run test:n8n` in front of the engine, so the suites post through it as the site does.
 *
 * It answers what n8n cannot answer right: a body past n8n's own parser limit
 * (N8N_PAYLOAD_SIZE_MAX) gets a 500 with a stack trace from n8n, so the proxy refuses any body
 * over 1 MiB first with the local service's 413; n8n has no limit per address, so the proxy
 * answers the local service's 429. Both with the site's CORS headers, so the browser's outbox
 * reads the refusal instead of seeing a network error it would retry forever. Only /webhook/ goes
 * through: n8n's editor and API stay on the private network.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFUSALS } from '../src/contracts/requests.ts';
import { debianTool } from './tool-cache.ts';

export const PROXY_CONF_FILE = 'proxy/webhooks.conf';

/** The host the site's build posts to (PUBLIC_WEBHOOK_BASE=https://webhooks.gvp.digital). */
export const WEBHOOK_HOST = 'webhooks.gvp.digital';

/** The largest body the proxy passes on (1 MiB): the kit's own 413 (32 KiB) answers below it. */
export const PROXY_BODY_LIMIT = '1m';

export interface ProxyOptions {
  /** nginx's `listen`: '443 ssl' in production, an address and port in the suite. */
  listen: string;
  /** The webhook processors, 'host:port' each. */
  upstreams: string[];
  /** The site's origins, comma-separated, as the kit's webhooks list them. */
  origins: string;
  /** Requests per minute from one address, and the burst above it: the local service's 60. */
  perMinute: number;
  burst: number;
  /** TLS: the certificate and key, in production. */
  tls?: { certificate: string; key: string };
}

const json = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "\\'")}'`;

export function proxyConf(o: ProxyOptions): string {
  const origins = o.origins.split(',').filter(Boolean);
  return `# The reverse proxy in front of n8n's webhook processors, written by npm run n8n:kit
# (scripts/n8n-proxy.ts). Include it in nginx's http block:
#   include /etc/nginx/conf.d/gvp-webhooks.conf;

limit_req_zone $binary_remote_addr zone=gvp_webhooks:10m rate=${o.perMinute}r/m;

# The refusals carry CORS headers for the site's origins only, as n8n's own answers do.
map $http_origin $gvp_origin {
  default "";
${origins.map((origin) => `  "${origin}" $http_origin;`).join('\n')}
}

upstream gvp_n8n_webhooks {
${o.upstreams.map((u) => `  server ${u};`).join('\n')}
  keepalive 32;
}

server {
  listen ${o.listen};
  server_name ${WEBHOOK_HOST};
${o.tls ? `  ssl_certificate ${o.tls.certificate};\n  ssl_certificate_key ${o.tls.key};\n` : ''}
  # A lead is at most 32 KiB (the kit answers 413 past it); past 1 MiB the proxy answers first,
  # where n8n's parser would answer a 500.
  client_max_body_size ${PROXY_BODY_LIMIT};
  # A lead's body stays in memory: it is never written to the proxy's temporary files.
  client_body_buffer_size 64k;
  limit_req zone=gvp_webhooks burst=${o.burst} nodelay;
  limit_req_status 429;
  error_page 413 = @too_large;
  error_page 429 = @too_many;

  location /webhook/ {
    proxy_pass http://gvp_n8n_webhooks;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # The browser waits 20 s for a lead; intake answers in well under 2 s.
    proxy_read_timeout 30s;
  }

  # Nothing else of n8n faces the internet.
  location / {
    return 404;
  }

  location @too_large {
    default_type application/json;
    add_header Access-Control-Allow-Origin $gvp_origin always;
    add_header Vary Origin always;
    add_header Cache-Control no-store always;
    return 413 ${json({ error: 'payload_too_large', message: REFUSALS.payload_too_large })};
  }

  location @too_many {
    default_type application/json;
    add_header Access-Control-Allow-Origin $gvp_origin always;
    add_header Vary Origin always;
    add_header Cache-Control no-store always;
    add_header Retry-After 60 always;
    return 429 ${json({ error: 'rate_limited', message: 'Muitas requisições. Tente novamente em instantes.' })};
  }
}
`;
}

/**
 * The committed proxy: the production host, TLS from Let's Encrypt, and n8n's webhooks on the same
 * machine (one line per webhook processor when there are more: docs/production.md, "Production topology").
 */
export const productionProxyConf = (origins: string) =>
  proxyConf({
    listen: '443 ssl',
    upstreams: ['127.0.0.1:5678'],
    origins,
    perMinute: 60,
    burst: 20,
    tls: {
      certificate: `/etc/letsencrypt/live/${WEBHOOK_HOST}/fullchain.pem`,
      key: `/etc/letsencrypt/live/${WEBHOOK_HOST}/privkey.pem`,
    },
  });

/** A running proxy of the suite. */
export interface WebhookProxy {
  url: string;
  stop: () => void;
}

/**
 * `npm run test:n8n`'s proxy: the same server block on loopback, without TLS, with the limit per
 * address lifted (every request of the suite comes from one address). Debian's nginx, installed
 * as root when missing, like the suite's Redis.
 */
export async function startProxy(port: number, upstreams: string[], origins: string): Promise<WebhookProxy> {
  const bin = debianTool('/usr/sbin/nginx', 'nginx', 'the webhooks’ proxy');
  // nginx's workers run as nobody under root: a directory of their own they can enter (the run's
  // own is private), with temporary files where nobody can write.
  const root = mkdtempSync(join(tmpdir(), 'gvp-proxy-'));
  chmodSync(root, 0o755);
  mkdirSync(join(root, 'temp'));
  chmodSync(join(root, 'temp'), 0o777);
  const server = proxyConf({ listen: `127.0.0.1:${port}`, upstreams, origins, perMinute: 6_000_000, burst: 100_000 });
  writeFileSync(
    join(root, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${root}/temp/body;
  proxy_temp_path ${root}/temp/proxy;
  fastcgi_temp_path ${root}/temp/fastcgi;
  uwsgi_temp_path ${root}/temp/uwsgi;
  scgi_temp_path ${root}/temp/scgi;
${server.replace(/^/gm, '  ')}
}
`,
  );
  const child = spawn(bin, ['-p', root, '-c', join(root, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    (await fetch(`${url}/`).then(
      (r) => r.status,
      () => 0,
    )) !== 404
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: see ${root}/error.log`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(root, { recursive: true, force: true });
    },
  };
}
