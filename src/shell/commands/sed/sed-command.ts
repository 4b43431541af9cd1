// sed, registered over just-bash's: its edits, plus GNU's backups for `-i SUFFIX` (sed-in-place-backup.ts)
// and GNU's answer for an input file it cannot read: `sed: can't read F: No such file or directory`, exit
// 2 (just-bash said `sed: F: …` and exited 1), the other files still edited.
import { defineCommand, type Command, type ExecResult } from 'just-bash';
import { withInPlaceBackup } from './sed-in-place-backup';

const UNREADABLE = /^sed: (.+): (No such file or directory|Is a directory)$/gm;

function withGnuUnreadableStatus(result: ExecResult): ExecResult {
  if (result.exitCode !== 1 || !UNREADABLE.test(result.stderr)) return result;
  UNREADABLE.lastIndex = 0;
  return { ...result, stderr: result.stderr.replace(UNREADABLE, "sed: can't read $1: $2"), exitCode: 2 };
}

export function createSedCommand(): Command {
  return defineCommand('sed', async (args, ctx) => {
    const original = ctx.origCommand;
    if (!original) return { stdout: '', stderr: 'sed: unavailable\n', exitCode: 127 };
    return withGnuUnreadableStatus(await withInPlaceBackup(args, ctx, original));
  });
}
