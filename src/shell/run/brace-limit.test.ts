// Brace expansion past its limit stops the command with the limit named (issue 34), as the other limits do.
import { parse } from 'just-bash';
import { describe, expect, it } from 'vitest';
import { BRACE_EXPANSION_LIMIT } from '../limits';
import { braceWordCount, braceLimitMessage } from './brace-limit';
import { runInFreshShell } from './testing';

const firstWord = (script: string) =>
  parse(script).statements[0]!.pipelines[0]!.commands[0]! as never as {
    args: Parameters<typeof braceWordCount>[0][];
  };

describe('brace expansion limit', () => {
  it('counts the words of ranges, steps, letters, lists and their products', () => {
    expect(braceWordCount(firstWord('echo {1..20000}').args[0]!)).toBe(20_000);
    expect(braceWordCount(firstWord('echo {1..10..3}').args[0]!)).toBe(4);
    expect(braceWordCount(firstWord('echo {a..e}').args[0]!)).toBe(5);
    expect(braceWordCount(firstWord('echo {a,b{c,d}}{1..3}x').args[0]!)).toBe(9);
    expect(braceWordCount(firstWord('echo plain').args[0]!)).toBe(1);
  });

  it('stops at the statement past the limit, after what ran before it, naming the limit', async () => {
    const result = await runInFreshShell('echo start; echo {1..20000} | wc -w; echo after');
    expect(result.stdout).toBe('start\n');
    expect(result.exitCode).toBe(126);
    expect(result.stderr).toBe(`${braceLimitMessage(20_000)}\n`);
    expect(result.stop).toEqual({ kind: 'limit', limit: 'other', message: braceLimitMessage(20_000) });
  });

  it('counts a product of lists and ranges, and lets an expansion at the limit through', async () => {
    expect((await runInFreshShell('echo {a,b}{1..6000} | wc -w')).exitCode).toBe(126);
    const atLimit = await runInFreshShell(`echo {1..${BRACE_EXPANSION_LIMIT}} | wc -w`);
    expect(atLimit.stdout).toBe(`${BRACE_EXPANSION_LIMIT}\n`);
  });
});
