// Where output goes: files, descriptors, /dev/null, tee, noclobber.
import { family } from './corpus-case';

export const REDIRECTION_CASES = family('redirections', [
  'echo a > f.txt; echo b >> f.txt; cat f.txt; wc -l < f.txt',
  'echo err >&2; echo out',
  'cat missing.txt 2>&1 | wc -l',
  'ls missing notes.txt > out.txt 2> err.txt; cat out.txt; wc -l < err.txt',
  '{ echo a; echo b; } > g.txt; cat g.txt',
  'echo x > /dev/null; echo "status=$?"',
  'cat < notes.txt | head -n 1',
  'exec 3> h.txt; echo fd3 >&3; exec 3>&-; cat h.txt',
  'echo both &> both.txt; cat both.txt',
  '(echo out; echo err >&2) 2>&1 >/dev/null',
  'mkdir -p out && echo data > out/file.txt && cat out/file.txt',
  'echo x > nodir/file.txt; echo "status=$?"',
  'echo "$(cat < lists/a.txt | head -n 1)"',
  'set -o noclobber; echo a > notes.txt; echo "status=$?"',
  'echo abc | tee t.txt | tr a-z A-Z; cat t.txt',
  'echo one | tee -a notes.txt > /dev/null; tail -n 1 notes.txt',
  'cat notes.txt >> combined.txt; cat lists/a.txt >> combined.txt; wc -l < combined.txt',
  '> truncated.txt; wc -c < truncated.txt',
  'echo hi 1>&2 2>/dev/null',
  'cat <(echo from-process-substitution)',
  'while read -r a; do echo "$a"; done < <(seq 2)',
  'echo x > src; echo "status=$?"',
]);
