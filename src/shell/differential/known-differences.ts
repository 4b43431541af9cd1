// The corpus commands whose emulated result is known to differ from GNU's, each with the reason. The
// differential test expects each of them to differ (an exception that starts matching must be removed), and
// docs/shell.md lists them (known-differences-doc.ts keeps the two the same). Most are in just-bash itself
// (its interpreter, or a command we have not replaced); the brace-expansion ones are our own limit.
export interface KnownDifference {
  readonly command: string;
  readonly reason: string;
}

const ARITHMETIC_SUBSTITUTION =
  "just-bash reads a command substitution inside `$(( ))` as a number (the leading digits of its output), in a shell that does not see the script's functions; bash substitutes the text and evaluates it";
const BRACE_LIMIT =
  'our limit, not a difference to fix: one brace expansion may make at most 10,000 words (run/brace-limit.ts); past it the command stops with the limit named (exit 126)';

export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    command: 'grep -rn TODO .',
    reason: 'GNU grep -r walks folders in on-disk order; our grep walks them in code-point order',
  },
  {
    command: "sed 's/.*/\\U&/' lists/a.txt",
    reason: "just-bash's sed has no GNU case-conversion escapes (`\\U`, `\\L`, `\\u`, `\\l`, `\\E`)",
  },
  {
    command: 'sed \'s/a/A/\' missing.txt lists/a.txt; echo "exit=$?"',
    reason:
      "just-bash's sed stops at the first file it cannot read; GNU sed goes on with the others (both exit 2)",
  },
  {
    command: "awk 'length > 7' notes.txt",
    reason: "just-bash's awk does not take `length` without parentheses (POSIX and gawk do)",
  },
  {
    command: "awk -F, -v OFS=';' '{$1=$1; print}' data.csv",
    reason: "just-bash's awk ignores an OFS given with -v when it rebuilds a record",
  },
  {
    command: 'awk \'BEGIN { x = sprintf("%05.1f", 3.14159); print x }\'',
    reason: "just-bash's awk pads a number formatted with `%05.1f` with spaces, not zeros",
  },
  { command: 'cut -d, -f1 --complement data.csv', reason: "just-bash's cut has no --complement" },
  { command: 'cut -b1-3 lists/b.txt', reason: "just-bash's cut has no -b (bytes)" },
  {
    command: "echo 'a,b,c' | cut -d, -f2 --output-delimiter=' | '",
    reason: "just-bash's cut has no --output-delimiter",
  },
  {
    command: 'cut -d, -f1,3 --output-delimiter=: data.csv | head -n 2',
    reason: "just-bash's cut has no --output-delimiter",
  },
  {
    command: "printf 'a\\0b\\0' | tr '\\0' '\\n'",
    reason: "just-bash's tr does not read `\\0` (NUL) in its sets",
  },
  { command: 'echo $(( $(seq 4 | paste -sd+) ))', reason: ARITHMETIC_SUBSTITUTION },
  {
    command: "printf 'x 1\\ny 1\\nz 2\\n' | uniq -f1",
    reason: "just-bash's uniq has no -f (skip fields)",
  },
  {
    command: "printf 'ab\\nac\\nbd\\n' | uniq -w1",
    reason: "just-bash's uniq has no -w (compare N characters)",
  },
  {
    command: 'wc < notes.txt',
    reason:
      'a command cannot tell a redirected file from a pipe on stdin in just-bash, so our wc pads stdin counts to 7 columns as GNU does for a pipe; for a redirected file GNU pads to the width of its size',
  },
  {
    command: 'mkdir d1 d2; echo x > d1/f; echo y > d2/f; diff -r d1 d2; echo "exit=$?"',
    reason:
      "our diff compares two files (or a file with a folder's file); comparing folders (-r) says it is not supported",
  },
  {
    command: '[ 1 -gt ]; echo "status=$?"',
    reason:
      "just-bash's test returns 1 without a message for a missing operand; bash says `unary operator expected` and returns 2",
  },
  {
    command:
      'fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }; fact 5',
    reason: ARITHMETIC_SUBSTITUTION,
  },
  {
    command: 'for i in 1 2; do echo $((i/0)); echo in; done; echo after',
    reason:
      "just-bash's loops catch an arithmetic error and end only the loop, so the rest of the line still runs; bash abandons the whole line (we group each line's statements so that the error leaves them all, but the loop stops it first)",
  },
  { command: 'echo {1..20000} | wc -w', reason: BRACE_LIMIT },
  { command: 'echo start; echo {1..20000} > /dev/null; echo after', reason: BRACE_LIMIT },
];
