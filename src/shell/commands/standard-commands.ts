// The commands registered over just-bash's own in every shell: the GNU-compatible grep family, sort and the
// coreutils wrappers. git is added by the caller (it needs the virtual clock).
import type { Command } from 'just-bash';
import { gnuCompatCommands } from './gnu-compat';
import { createDiffCommand } from './diff/diff-command';
import { createGrepCommand } from './grep/grep-command';
import { createHeadCommand } from './head/head-command';
import { createLsCommand } from './ls/ls-operands';
import { createSedCommand } from './sed/sed-command';
import { createSortCommand } from './sort/sort-command';
import { createWcCommand } from './wc/wc-command';
import { createXargsCommand } from './xargs/xargs-command';

export function standardShellCommands(): Command[] {
  return [
    createGrepCommand('grep'),
    createGrepCommand('egrep'),
    createGrepCommand('fgrep'),
    createSortCommand(),
    createHeadCommand(),
    createXargsCommand(),
    createWcCommand(),
    createDiffCommand(),
    createSedCommand(),
    createLsCommand(),
    ...gnuCompatCommands(),
  ];
}
