// mktemp (issue 34): GNU's names and options, files made under /tmp, names from the call's seed.
import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace, manualClock } from '../../vfs';
import { createInProcessShellRunner } from '../run/in-process-runner';
import { runInFreshShell, shellRequest } from '../run/testing';

describe('mktemp', () => {
  it('creates /tmp/tmp.XXXXXXXXXX files and folders', async () => {
    const result = await runInFreshShell(
      'f=$(mktemp); d=$(mktemp -d); echo "$f $d"; test -f "$f" && test -d "$d"',
    );
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^\/tmp\/tmp\.[A-Za-z0-9]{10} \/tmp\/tmp\.[A-Za-z0-9]{10}\n$/);
  });

  it('fills a template, with -p, --suffix, -u (no file) and a relative template in the working folder', async () => {
    const result = await runInFreshShell(
      'mktemp /tmp/build.XXXXXX; mktemp -p src; mktemp --suffix=.json; f=$(mktemp -u); test -e "$f" || echo none; mktemp run.XXX',
      { 'src/keep.txt': '' },
    );
    const [built, inSrc, json, none, relative] = result.stdout.trimEnd().split('\n');
    expect(built).toMatch(/^\/tmp\/build\.[A-Za-z0-9]{6}$/);
    expect(inSrc).toMatch(/^src\/tmp\.[A-Za-z0-9]{10}$/);
    expect(json).toMatch(/^\/tmp\/tmp\.[A-Za-z0-9]{10}\.json$/);
    expect(none).toBe('none');
    expect(relative).toMatch(/^run\.[A-Za-z0-9]{3}$/);
  });

  it("refuses a template with too few X's", async () => {
    const result = await runInFreshShell('mktemp /tmp/bad');
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe("mktemp: too few X's in template '/tmp/bad'\n");
  });

  it('names files from the call seed: the same seed, the same name', async () => {
    const names = async (randomSeed: number) => {
      const workspace = createMemoryWorkspace({ clock: manualClock(0) });
      const runner = createInProcessShellRunner({ workspace, wallClock: () => performance.now() });
      return (await runner.run(shellRequest('mktemp', { randomSeed }))).stdout;
    };
    expect(await names(7)).toBe(await names(7));
    expect(await names(7)).not.toBe(await names(8));
  });
});
