// A shell command line as permission rules see it: what the shell will run, not how it was spelt. The engine
// cannot parse shell (it imports nothing of the project), so the tool that runs commands supplies this
// description (Bash, through its risk classifier) and the rule matcher only compares words.
//
//   `git  push origin main`  → one part, words [git, push, origin, main]
//   `cd src && g'i't push`   → two parts, [cd, src] and [git, push]
//   `timeout 5 git push`     → a wrapper part [timeout, 5, git, push] and the part it runs, [git, push]
//   `echo $(git push)`       → [echo, null] (unresolved: a computed word) and [git, push]

/** One word after quote removal and brace expansion; null when only run time can tell (a variable, a
 * substitution, a glob). A null word equals no word of a rule. */
export type CommandWord = string | null;

export interface CommandPart {
  /** The simple command as the parser prints it, for people. */
  readonly text: string;
  readonly words: readonly CommandWord[];
  /**
   * Other spellings of the same command that deny and ask rules try too, so a rule cannot be slipped by
   * them: `/usr/bin/git push` as `git push`, `git -C . push` as `git push`.
   */
  readonly equivalents: readonly (readonly CommandWord[])[];
  /**
   * True for a command that only runs the next part (`env`, `timeout`, `nice`, `command`, …): an allow rule
   * need not name it, since what runs is judged as its own part.
   */
  readonly wrapper: boolean;
  /**
   * Why no allow rule may cover this part, or null when its words say all it does: a word computed at run
   * time, code hidden in an argument (`sh -c`, `eval`, sed's `e`), variables set in front of it, a write
   * through a redirection. Such a part falls to the classifier's verdict.
   */
  readonly unresolved: string | null;
}
