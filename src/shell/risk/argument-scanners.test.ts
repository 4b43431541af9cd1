import { describe, expect, it } from 'vitest';
import { scanAwkProgram } from './awk-program';
import { scanSedScript } from './sed-script';

describe('the sed script scanner', () => {
  it.each([
    ['1,5p', [], []],
    ['s/a/b/g;/x/d', [], []],
    ['1e rm x', [], ['rm x']],
    ['$e', [], [null]],
    ['w out.txt', ['out.txt'], []],
    ['/foo/w found.txt', ['found.txt'], []],
    ['s/a/b/w changed.txt', ['changed.txt'], []],
    ['s/.*/date/e', [], [null]],
    ['s|/|e|g', [], []],
    ['y/abc/xyz/', [], []],
    ['a\\\nappended e text', [], []],
    ['/start/,/end/{s/x/y/;p}', [], []],
    ['r other.txt', [], []],
    ['2!d; 3e ls', [], ['ls']],
  ])('%j writes %j and runs %j', (script, writes, executes) => {
    expect(scanSedScript(script)).toEqual({ writes, executes });
  });
});

describe('the awk program scanner', () => {
  it.each([
    ['{ print $1 }', [], []],
    ['$1 > 5 { print $2 }', [], []],
    ['{ if ($3 > max) max = $3 } END { print max }', [], []],
    ['{ print > "out.txt" }', ['out.txt'], []],
    ['{ print $1 >> $2 }', [null], []],
    ['{ printf("%s\\n", $1) > "f" }', ['f'], []],
    ['BEGIN { system("rm x") }', [], ['rm x']],
    ['{ system($0) }', [], [null]],
    ['{ "date" | getline d }', [], ['date']],
    ['{ print | "sort -u" }', [], ['sort -u']],
    ['$0 ~ /a>b/ { print }', [], []],
    ['{ x = "a|b" } # print > "c"', [], []],
  ])('%j writes %j and runs %j', (program, writes, executes) => {
    expect(scanAwkProgram(program)).toEqual({ writes, executes });
  });
});
