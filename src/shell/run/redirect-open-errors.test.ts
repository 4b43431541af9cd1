// A redirect target that cannot be opened (an empty name, a missing folder, a file used as a folder, a folder)
// fails that one command with status 1 and the errno's text, and the list goes on as in bash (issue 34).
// just-bash let the filesystem's error out of its redirection code for `>`, `>>`, `&>` and `2>`, which ended
// the whole call; our patch (patches/just-bash+3.4.2.patch, decision 0730) turns an errno error into bash's
// message for every output redirection.
import { describe, it } from 'vitest';
import { expectLikeBash, type BashCase } from './like-bash';

/** What GNU bash 5.2 printed for each (recorded with LC_ALL=C over LIKE_BASH_FILES). */
const CASES: readonly BashCase[] = [
  {
    command: 'echo hi > ""; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: ': No such file or directory',
  },
  {
    command: 'echo a >> ""; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: ': No such file or directory',
  },
  {
    command: 'echo x > nodir/f; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'echo x >> nodir/f; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'ls 2> nodir/f; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'echo x &> nodir/f; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'echo x > nodir/f && echo yes; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'echo x > nodir/f || echo failed',
    stdout: 'failed\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: '{ echo x; } > nodir/f; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'for i in 1; do echo $i; done > nodir/f; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'echo x > file/y; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'file/y: Not a directory',
  },
  { command: 'echo x > dir; echo "st=$?"', stdout: 'st=1\n', exitCode: 0, message: 'dir: Is a directory' },
  {
    command: 'echo x > /tmp/toolscope-no-such-dir/f; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: '/tmp/toolscope-no-such-dir/f: No such file or directory',
  },
  {
    command: 'set -e; echo x > nodir/f; echo after',
    stdout: '',
    exitCode: 1,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'exec 3> nodir/f; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
  {
    command: 'echo x > nodir/f | cat; echo "st=$?"',
    stdout: 'st=0\n',
    exitCode: 0,
    message: 'nodir/f: No such file or directory',
  },
];

describe('a redirect target that cannot be opened', () => {
  it.each(CASES)('$command', expectLikeBash);
});
