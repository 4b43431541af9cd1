import { describe, expect, it } from 'vitest';
import * as justBash from 'just-bash';
import { syntaxFromModule } from '../syntax/shell-syntax';
import { staticArgv } from './static-words';

const syntax = syntaxFromModule(justBash);

function argvOf(source: string) {
  const parsed = syntax.parse(source);
  if (!parsed.ok) throw new Error(parsed.message);
  const command = parsed.script.statements[0]!.pipelines[0]!.commands[0]!;
  if (command.type !== 'SimpleCommand' || !command.name) throw new Error('not a simple command');
  return staticArgv([command.name, ...command.args]);
}

describe('static argv', () => {
  it.each([
    ['\'r\'\\m -f "a b"', ['rm', '-f', 'a b']],
    ['{rm,-rf,x}', ['rm', '-rf', 'x']],
    ['echo a{1..3}', ['echo', 'a1', 'a2', 'a3']],
    ['ls *.ts ~/x', ['ls', '*.ts', '~/x']],
    ['echo $HOME "$(date)" x', ['echo', null, null, 'x']],
    ['$CMD arg', [null, 'arg']],
  ])('%j → %j', (source, argv) => {
    expect(argvOf(source)).toEqual(argv);
  });
});
