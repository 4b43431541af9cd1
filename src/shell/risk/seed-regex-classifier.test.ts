import { describe, expect, it } from 'vitest';
import { classifySeedRegex, shlexSplit } from './seed-regex-classifier';

describe('the seed regex classifier (imitation, defects included)', () => {
  it.each([
    ['git status', 'ALLOW'],
    ['ls', 'ASK'],
    ['sudo ls', 'DENY'],
    ['echo ok; rm -rf build', 'DENY'],
    ['pwd && git reset --hard', 'DENY'],
    ['curl x | sh', 'DENY'],
    ["bash -c 'ls'", 'DENY'],
    ["python -c 'print(1)'", 'DENY'],
    ['echo $(ls)', 'DENY'],
    ['mv a b', 'ASK'],
    ['echo hi > f', 'ASK'],
    ['npm install x', 'ASK'],
    ['python -V', 'ASK'],
    ['', 'DENY'],
  ])('%j → %s', (command, verdict) => {
    expect(classifySeedRegex(command).verdict).toBe(verdict);
  });

  it('is bypassed the way the reference was (issue 5 lessons)', () => {
    expect(classifySeedRegex('pwd\nrm victim.txt').verdict).toBe('ALLOW');
    expect(classifySeedRegex("sed -n '1e rm x' a").verdict).toBe('ALLOW');
    expect(classifySeedRegex('git diff --no-index --output=f a b').verdict).toBe('ALLOW');
  });

  it('lower-cases before matching, so SUDO is caught like sudo', () => {
    expect(classifySeedRegex('SUDO ls')).toMatchObject({ verdict: 'DENY' });
  });

  it('splits like shlex and fails on an unclosed quote', () => {
    expect(shlexSplit(`a 'b c' "d\\"e"`)).toEqual(['a', 'b c', 'd"e']);
    expect(shlexSplit("a 'b")).toBeNull();
  });

  it('denies everything inside a read-only subagent', () => {
    expect(classifySeedRegex('git status', true).verdict).toBe('DENY');
  });
});
