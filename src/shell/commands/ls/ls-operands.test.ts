// ls with several operands lists them as GNU does: sorted, files first one per line, then each folder
// under its name; one operand is just-bash's own listing.
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../../run/testing';

const FILES = { 'z.txt': '', 'y.txt': '', 'src/a.ts': '', 'lists/b.txt': '' };

describe('ls with several operands', () => {
  it('lists files sorted, one per line, without blank lines between them', async () => {
    expect((await runInFreshShell('ls z.txt y.txt', FILES)).stdout).toBe('y.txt\nz.txt\n');
    expect((await runInFreshShell('ls *.txt', FILES)).stdout).toBe('y.txt\nz.txt\n');
    expect((await runInFreshShell('ls -d src lists', FILES)).stdout).toBe('lists\nsrc\n');
  });

  it('lists files first, then each folder under its name, sorted', async () => {
    expect((await runInFreshShell('ls src z.txt lists', FILES)).stdout).toBe(
      'z.txt\n\nlists:\nb.txt\n\nsrc:\na.ts\n',
    );
  });

  it('reports a missing operand and still lists the others, exit 2', async () => {
    const result = await runInFreshShell('ls z.txt nope y.txt', FILES);
    expect(result.stdout).toBe('y.txt\nz.txt\n');
    expect(result.stderr).toMatch(/nope/);
    expect(result.exitCode).toBe(2);
  });
});
