import { describe, expect, it } from 'vitest';
import * as justBash from 'just-bash';
import { printCommand, syntaxFromModule, syntaxFromTransform, type ShellSyntax } from './shell-syntax';

const nodeSyntax = syntaxFromModule(justBash);
const browserLikeSyntax = syntaxFromTransform(justBash.Bash);

describe.each<[string, ShellSyntax]>([
  ['parse/serialize', nodeSyntax],
  ['transform()', browserLikeSyntax],
])('shell syntax via %s', (_label, syntax) => {
  it('parses a script into statements', () => {
    const outcome = syntax.parse('pwd\nrm x');
    expect(outcome.ok && outcome.script.statements.length).toBe(2);
  });

  it('reports a syntax error as a value', () => {
    const outcome = syntax.parse("echo 'open");
    expect(outcome.ok).toBe(false);
  });

  it('prints one command node', () => {
    const outcome = syntax.parse('ls -la | grep "a b"');
    if (!outcome.ok) throw new Error(outcome.message);
    const grep = outcome.script.statements[0]!.pipelines[0]!.commands[1]!;
    expect(printCommand(syntax, grep)).toBe('grep "a b"');
  });
});
