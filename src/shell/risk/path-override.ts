// A PATH the command line sets (`PATH=dir cmd`, `PATH=dir; cmd`, `export PATH=…`, `env PATH=… cmd`,
// `declare -x PATH=…`) decides which program every later command name runs: `ls` may then run `./ls`. The
// words the classifier judged would no longer say what runs, so the line is asked about, with its own rule.
import { ask, type Finding } from './findings';

const PATH_VARIABLE = 'PATH';

/** The variable an assignment word sets (`PATH+=x` → PATH, `a[1]=x` → a), or null when it is none. */
export function assignedVariable(word: string): string | null {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[.*\])?\+?=/s.exec(word);
  return match ? match[1]! : null;
}

export function pathOverride(variables: readonly (string | null)[], node: string): Finding[] {
  return variables.some((name) => name === PATH_VARIABLE)
    ? [
        ask(
          'path-override',
          'It sets PATH, so a command name may run another program than the one judged.',
          node,
        ),
      ]
    : [];
}
