/** The provider kit (n8n/workflows) is what `npm run n8n:kit` writes from the contracts: it cannot drift. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildKit, PRODUCTION_ORIGINS } from '../../scripts/n8n-kit.ts';
import { CALL_NAMES, CALLS, isBookingCall } from '../../src/contracts/calls.ts';

interface Flow {
  nodes: { name: string; type: string; parameters: Record<string, unknown> }[];
}

const kit = buildKit({ allowedOrigins: PRODUCTION_ORIGINS, articlesDir: 'content/blog' }) as Record<string, Flow>;

describe('the n8n kit', () => {
  it('is committed exactly as generated (run `npm run n8n:kit` after changing a contract or an article)', () => {
    const files = readdirSync('n8n/workflows').filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(Object.keys(kit).sort());
    for (const file of files) {
      expect(JSON.parse(readFileSync(`n8n/workflows/${file}`, 'utf8')), file).toEqual(
        JSON.parse(JSON.stringify(kit[file.replace(/\.json$/, '')])),
      );
    }
  });

  it('has one webhook per path of the provider, with the origins listed without spaces', () => {
    const paths = new Set(
      CALL_NAMES.filter((n) => CALLS[n].host === 'webhook' && !isBookingCall(n)).map((n) => CALLS[n].path),
    );
    const hooks = Object.values(kit).map((flow) => flow.nodes.find((n) => n.type === 'n8n-nodes-base.webhook'));
    expect(new Set(hooks.map((h) => `/webhook/${String(h?.parameters.path)}`))).toEqual(paths);
    for (const hook of hooks) {
      const options = hook?.parameters.options as { allowedOrigins?: string } | undefined;
      expect(options?.allowedOrigins).toBe(PRODUCTION_ORIGINS);
      expect(PRODUCTION_ORIGINS).not.toMatch(/\s/);
    }
  });

  it('every lead path answers at once, drops a filled honeypot and keeps each key once', () => {
    for (const name of CALL_NAMES.filter((n) => CALLS[n].delivery === 'lead' && !isBookingCall(n))) {
      const flow = kit[CALLS[name].path.replace('/webhook/', '')];
      const types = flow?.nodes.map((n) => n.type);
      expect(flow?.nodes[0]?.parameters.responseMode, name).toBe('onReceived');
      expect(types, name).toContain('n8n-nodes-base.removeDuplicates');
      const code = String(flow?.nodes.find((n) => n.type === 'n8n-nodes-base.code')?.parameters.jsCode);
      expect(code, name).toContain('_gotcha');
      expect(code, name).toContain(`"${name}"`);
    }
  });

  it('trial step 1 answers its code as a string; the blog list carries every article', () => {
    const trial = kit.trial?.nodes.find((n) => n.type === 'n8n-nodes-base.code')?.parameters.jsCode;
    expect(String(trial)).toContain("padStart(6, '0')");
    const blogs = String(kit.blogs?.nodes.find((n) => n.type === 'n8n-nodes-base.code')?.parameters.jsCode);
    for (const file of readdirSync('content/blog').filter((f) => f.endsWith('.md'))) {
      expect(blogs).toContain(`"slug":"${file.replace(/\.md$/, '')}"`);
    }
  });
});
