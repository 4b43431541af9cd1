// A compound array given to a declaration builtin (`declare -a x=($(cmd))`, also typeset, local, readonly,
// export) is expanded as bash expands `x=(…)`: substitutions run, unquoted results are split and globs
// match (issue 34). just-bash's parser flattened it into text ("CommandSubstitution"); declared-arrays.ts
// reads the array again from the source. The declaration keeps its status (`set -e` does not stop on a
// failing substitution), its scope (`local`) and its attributes (`-r` after the values, `-A` before).
import { describe, it } from 'vitest';
import { expectLikeBash, type BashCase } from './like-bash';

/** What GNU bash 5.2 printed for each (recorded with LC_ALL=C over LIKE_BASH_FILES). */
const CASES: readonly BashCase[] = [
  {
    command: 'declare -a x=($(echo a b)); echo "${#x[@]}:${x[1]}"',
    stdout: '2:b\n',
    exitCode: 0,
    message: '',
  },
  {
    command: 'v="p q"; declare -a x=($v "$v" `echo c`); echo "${#x[@]}:${x[*]}"',
    stdout: '4:p q p q c\n',
    exitCode: 0,
    message: '',
  },
  {
    command: 'declare -a x=($(echo "a  b") "$(echo c d)"); printf "<%s>" "${x[@]}"; echo',
    stdout: '<a><b><c d>\n',
    exitCode: 0,
    message: '',
  },
  {
    command: 'f() { local -a y=($(echo 1 2)); echo "${#y[@]}:${y[*]}"; }; f; echo "outside:${#y[@]}"',
    stdout: '2:1 2\noutside:0\n',
    exitCode: 0,
    message: '',
  },
  {
    command: 'declare -A m=([k]=$(echo v) [j]=2); echo "${m[k]}${m[j]}"',
    stdout: 'v2\n',
    exitCode: 0,
    message: '',
  },
  {
    command: 'readonly -a r=($(echo a b)); echo "${r[*]}"; r=1; echo no',
    stdout: 'a b\n',
    exitCode: 1,
    message: 'r: readonly variable',
  },
  { command: 'export e=($(echo a) b); echo "${e[*]}"', stdout: 'a b\n', exitCode: 0, message: '' },
  { command: 'typeset -a t=(*.txt); echo "${t[*]}"', stdout: 'a.txt b.txt\n', exitCode: 0, message: '' },
  {
    command: 'declare -a x=($((1+2)) ~); echo "${x[*]}"',
    stdout: '3 /workspace\n',
    exitCode: 0,
    message: '',
  },
  {
    command: 'declare -ar x=($(echo a)) y=2; echo "${x[*]} $y"; x=3; echo no',
    stdout: 'a 2\n',
    exitCode: 1,
    message: 'x: readonly variable',
  },
  {
    command: 'set -e; declare -a z=($(false)); echo "after st=$?"',
    stdout: 'after st=0\n',
    exitCode: 0,
    message: '',
  },
  {
    command: 'local -a q=($(echo 1)); echo "st=$?"',
    stdout: 'st=1\n',
    exitCode: 0,
    message: 'local: can only be used in a function',
  },
  {
    command: 'declare -a x=(1) && declare -a x+=($(echo 2)); echo "${x[*]}"',
    stdout: '1 2\n',
    exitCode: 0,
    message: '',
  },
  {
    command: 'declare -a x=([2]=$(echo z) a); echo "${!x[*]}:${x[*]}"',
    stdout: '2 3:z a\n',
    exitCode: 0,
    message: '',
  },
  { command: 'readonly -A m=([k]=$(echo v)); echo "${m[k]}"', stdout: 'v\n', exitCode: 0, message: '' },
  {
    command: 'for i in 1 2; do declare -a x=($(echo $i $i)); done; echo "${x[*]}"',
    stdout: '2 2\n',
    exitCode: 0,
    message: '',
  },
];

describe('a compound array given to a declaration builtin', () => {
  it.each(CASES)('$command', expectLikeBash);
});
