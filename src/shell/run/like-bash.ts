// Test support for the shell's GNU-behaviour tests: each case holds what GNU bash 5.2 (/bin/bash, LC_ALL=C)
// printed for its command over the same few files, and the emulated shell must print the same: stdout and
// exit status exactly, and bash's message (without its `bash: line N:` prefix) somewhere on stderr.
import { expect } from 'vitest';
import { runInFreshShell } from './testing';

/** The files every case runs over: two text files, a file, and a folder. */
export const LIKE_BASH_FILES: Readonly<Record<string, string>> = {
  'a.txt': 'x\n',
  'b.txt': 'y\n',
  file: 'z\n',
  'dir/.keep': '',
};

export interface BashCase {
  readonly command: string;
  readonly stdout: string;
  readonly exitCode: number;
  /** bash's message, or '' when bash printed nothing on stderr. */
  readonly message: string;
}

export async function expectLikeBash(bash: BashCase): Promise<void> {
  const result = await runInFreshShell(bash.command, LIKE_BASH_FILES);
  expect({ stdout: result.stdout, exitCode: result.exitCode }).toEqual({
    stdout: bash.stdout,
    exitCode: bash.exitCode,
  });
  if (bash.message === '') expect(result.stderr).toBe('');
  else expect(result.stderr).toContain(bash.message);
}
