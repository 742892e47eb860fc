/** The GitHub Actions workflow is valid for GitHub before it ever runs there (@action-validator/cli). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
    const broken = join(mkdtempSync(join(tmpdir(), 'gvp-workflow-')), 'broken.yml');
    const text = readFileSync(join('.github/workflows', files[0] ?? ''), 'utf8').replace('runs-on:', 'runs_on:');
    writeFileSync(broken, text);
    expect(validate(broken)).not.toBe(0);
  });

  it('publishes only from main, after the tests, with the host’s credentials from secrets', () => {
    const text = readFileSync('.github/workflows/publish.yml', 'utf8');
    expect(text).toContain('needs: test');
    expect(text).toContain("github.ref == 'refs/heads/main'");
    expect(text).toContain('secrets.CLOUDFLARE_API_TOKEN');
    expect(text).toContain('run: npm test');
  });
});
