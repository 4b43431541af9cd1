// An empty path names no file (issue 34), wherever the interpreter or a command resolves one.
import { describe, expect, it } from 'vitest';
import { runInFreshShell } from '../run/testing';

const FILES = { 'a.txt': 'x\n' };

describe('an empty path', () => {
  it('does not exist for the test builtin', async () => {
    const result = await runInFreshShell(
      '[ -e "" ]; echo $?; [ -f "" ]; echo $?; [ -d "" ]; echo $?; test -r ""; echo $?',
      FILES,
    );
    expect(result.stdout).toBe('1\n1\n1\n1\n');
  });

  it('is "No such file or directory" to the commands that read, list, create or count it', async () => {
    for (const command of [
      'cat ""',
      'ls ""',
      'touch ""',
      'mkdir ""',
      'wc -l ""',
      'head -n 1 ""',
      'grep x ""',
    ]) {
      const result = await runInFreshShell(command, FILES);
      expect({ command, failed: result.exitCode !== 0, stdout: result.stdout }).toEqual({
        command,
        failed: true,
        stdout: '',
      });
      expect(result.stderr).toMatch(/no such file or directory/i);
    }
  });

  it('leaves the working folder and the files in it alone', async () => {
    const result = await runInFreshShell('touch ""; cd ""; pwd; ls', FILES);
    expect(result.stdout).toBe('/workspace\na.txt\n');
  });
});
