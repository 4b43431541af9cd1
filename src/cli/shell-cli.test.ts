// The two shell entry points, run as a person would (through tsx), on a small folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'toolscope-cli-'));
mkdirSync(join(root, 'src'));
writeFileSync(join(root, 'src', 'a.txt'), 'alpha\nbeta\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function cli(script: string, args: string[]) {
  const run = spawnSync('node_modules/.bin/tsx', [script, ...args], { encoding: 'utf8' });
  return {
    status: run.status,
    json: run.stdout ? (JSON.parse(run.stdout) as Record<string, unknown>) : null,
  };
}

describe('npm run sh', () => {
  it('runs one command over the folder and prints stdout, stderr and exit code as JSON', () => {
    const out = cli('src/cli/sh.ts', [
      '--root',
      root,
      '--cwd',
      'src',
      '--approve',
      '-c',
      'grep -n beta a.txt; echo x > b.txt; ls',
    ]);
    expect(out.json).toEqual({
      stdout: '2:beta\na.txt\nb.txt\n',
      stderr: '',
      exit_code: 0,
      permission: { verdict: 'ASK', rule: 'bash.ask.write-file' },
    });
    expect(readFileSync(join(root, 'src', 'a.txt'), 'utf8')).toBe('alpha\nbeta\n');
  });

  it('puts the Bash tool’s permission gate first: a denied command does not run and exits 3', () => {
    const out = cli('src/cli/sh.ts', ['--root', root, '-c', 'cat src/a.txt; rm src/a.txt']);
    expect(out.status).toBe(3);
    expect(out.json).toEqual({
      stdout: '',
      stderr: '',
      exit_code: null,
      permission: { verdict: 'DENY', rule: 'bash.deny.rm' },
    });
  });
});

describe('npm run classify', () => {
  it('prints the AST verdict beside the seed regex verdict', () => {
    expect(cli('src/cli/classify.ts', ['pwd\nrm victim.txt']).json).toEqual({
      verdict: 'DENY',
      rule: 'bash.deny.rm',
      node: 'rm victim.txt',
      seedRegexVerdict: 'ALLOW',
    });
  });
});
