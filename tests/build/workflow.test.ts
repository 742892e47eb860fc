/** The GitHub Actions workflow is valid for GitHub before it ever runs there (@action-validator/cli). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cmsConfig, PREVIEW_CONTEXT } from '../../cms/config.ts';

const validate = (file: string) => {
  try {
    execFileSync('node_modules/.bin/action-validator', [file], { stdio: 'pipe' });
    return 0;
  } catch (error) {
    return (error as { status?: number }).status ?? 1;
  }
};

describe('.github/workflows', () => {
  const files = readdirSync('.github/workflows').filter((f) => /\.ya?ml$/.test(f));

  it.each(files)('%s passes the workflow schema', (file) => {
    expect(validate(join('.github/workflows', file))).toBe(0);
  });

  it('the validator does refuse a broken workflow', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gvp-workflow-'));
    const broken = join(dir, 'broken.yml');
    const text = readFileSync(join('.github/workflows', files[0] ?? ''), 'utf8').replace('runs-on:', 'runs_on:');
    writeFileSync(broken, text);
    try {
      expect(validate(broken)).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('publishes only from main, after the tests, with the host’s credentials from secrets', () => {
    const text = readFileSync('.github/workflows/publish.yml', 'utf8');
    expect(text).toContain('needs: test');
    expect(text).toContain("github.ref == 'refs/heads/main'");
    expect(text).toContain('secrets.CLOUDFLARE_API_TOKEN');
    expect(text).toContain('run: npm test');
  });

  it('refuses to publish a production build without the webhook host, and tests the host runtime', () => {
    type Step = { name?: string; run?: string };
    const workflow = parse(readFileSync('.github/workflows/publish.yml', 'utf8')) as {
      jobs: Record<string, { steps: Step[] }>;
    };
    const steps = workflow.jobs.publish?.steps ?? [];
    const check = steps.findIndex((step) => step.name === 'Check the production settings');
    const build = steps.findIndex((step) => step.run === 'npm run build');
    expect(check).toBeGreaterThan(-1);
    expect(check).toBeLessThan(build);
    expect(steps[check]?.run).toContain('test -n "$PUBLIC_WEBHOOK_BASE"');
    expect(steps[check]?.run).toContain('test -n "$PUBLIC_PRODUCT_API_BASE"');
    expect(workflow.jobs.test?.steps.map((step) => step.run)).toContain('npm run test:host');
  });

  it('gives each pull request a preview deployment, linked where the studio looks for it', () => {
    type Step = { id?: string; with?: Record<string, string>; env?: Record<string, string> };
    const workflow = parse(readFileSync('.github/workflows/publish.yml', 'utf8')) as {
      jobs: Record<string, { needs?: string; if?: string; steps: Step[] }>;
    };
    const preview = workflow.jobs.preview;
    expect(preview?.needs).toBe('test');
    expect(preview?.if).toContain("github.event_name == 'pull_request'");
    const deploy = preview?.steps.find((step) => step.id === 'deploy');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression syntax, as the workflow writes it.
    expect(deploy?.with?.command).toBe('pages deploy --branch=${{ github.head_ref }}');
    const status = preview?.steps.find((step) => step.with?.script?.includes('createCommitStatus'));
    // The status's context is the one the studio's GitHub backend reads, and it links the deployment.
    expect(status?.with?.script).toContain(`context: '${PREVIEW_CONTEXT}'`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub's expression syntax, as the workflow writes it.
    expect(status?.env?.PREVIEW_URL).toBe('${{ steps.deploy.outputs.deployment-url }}');
    const studio = cmsConfig({ backend: { name: 'github', repo: 'gvp/site', branch: 'main' }, siteUrl: 'https://x' });
    expect(studio.backend).toMatchObject({ preview_context: PREVIEW_CONTEXT });
    expect(studio.publish_mode).toBe('editorial_workflow');
  });
});
