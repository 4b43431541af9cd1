// sed answers a file it cannot read as GNU sed does: `can't read`, exit 2.
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../../run/testing';

describe('sed and an unreadable file', () => {
  it("says `can't read` and exits 2", async () => {
    const result = await runInFreshShell("sed 's/a/b/' missing.txt");
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe("sed: can't read missing.txt: No such file or directory\n");
  });

  it('keeps the exit status of every other sed call', async () => {
    expect((await runInFreshShell("echo abc | sed 's/a/b/'")).exitCode).toBe(0);
    expect((await runInFreshShell("echo abc | sed 's/a/b'")).exitCode).not.toBe(2);
  });
});
