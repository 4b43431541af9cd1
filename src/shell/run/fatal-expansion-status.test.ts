// An expansion error that ends a non-interactive shell (`${x:?}`, `${x?}`, an unset variable under `set -u`)
// ends `bash -c` with status 127 and stops everything after it, while a subshell, a command substitution or a
// script file (`bash s.sh`) ends with 1 and its caller goes on (issue 34; bash's run_one_command). The Bash
// tool's command runs as `bash -c`. just-bash ended every one with 1 and an empty message for `${x:?}`: our
// patch (patches/just-bash+3.4.2.patch, decision 0730) writes bash's message and marks the result, and
// ShellEngine gives the tool's status. An `exit 1` stays 1.
import { describe, it } from 'vitest';
import { expectLikeBash, type BashCase } from './like-bash';

/** What GNU bash 5.2 printed for each (recorded with LC_ALL=C over LIKE_BASH_FILES). */
const CASES: readonly BashCase[] = [
  { command: 'echo ${u:?}; echo after', stdout: '', exitCode: 127, message: 'u: parameter null or not set' },
  { command: 'x=; echo ${x:?no value}; echo after', stdout: '', exitCode: 127, message: 'x: no value' },
  { command: 'echo ${u?}; echo after', stdout: '', exitCode: 127, message: 'u: parameter not set' },
  {
    command: 'echo start; : ${u:?}; echo after',
    stdout: 'start\n',
    exitCode: 127,
    message: 'u: parameter null or not set',
  },
  { command: 'set -u; echo "$u"; echo after', stdout: '', exitCode: 127, message: 'u: unbound variable' },
  {
    command: 'set -u; echo $((u + 1)); echo after',
    stdout: '',
    exitCode: 127,
    message: 'u: unbound variable',
  },
  {
    command: 'f() { : ${1:?usage: f name}; echo "got $1"; }; f; echo "st=$?"',
    stdout: '',
    exitCode: 127,
    message: '1: usage: f name',
  },
  {
    command: 'eval "echo \\${u:?}"; echo after',
    stdout: '',
    exitCode: 127,
    message: 'u: parameter null or not set',
  },
  { command: 'x=set; echo ${x:?}; echo "st=$?"', stdout: 'set\nst=0\n', exitCode: 0, message: '' },
  {
    command: '( echo ${u:?}; echo in ); echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'u: parameter null or not set',
  },
  {
    command: 'v=$(echo ${u:?}); echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'u: parameter null or not set',
  },
  {
    command: '( set -u; echo $u; echo in ); echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'u: unbound variable',
  },
  {
    command: 'printf "echo \\${1:?need a name}\\necho next\\n" > s.sh; bash s.sh; echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: '1: need a name',
  },
  { command: 'echo out; exit 1', stdout: 'out\n', exitCode: 1, message: '' },
];

describe('an expansion error that ends the shell', () => {
  it.each(CASES)('$command', expectLikeBash);
});
