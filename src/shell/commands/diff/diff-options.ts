// GNU diff's command line, as far as agents use it: output style (normal, -u/-U N, -q), what counts as the
// same line (-i, -w, -b), --label and -N. Anything else is refused by name rather than ignored.

export interface DiffOptions {
  readonly style: 'normal' | 'unified' | 'brief';
  readonly context: number;
  readonly ignoreCase: boolean;
  readonly ignoreAllSpace: boolean;
  readonly ignoreSpaceChange: boolean;
  readonly newFile: boolean;
  readonly labels: readonly string[];
  readonly files: readonly string[];
}

const FLAGS: Record<string, Partial<Record<keyof DiffOptions, unknown>>> = {
  u: { style: 'unified' },
  q: { style: 'brief' },
  i: { ignoreCase: true },
  w: { ignoreAllSpace: true },
  b: { ignoreSpaceChange: true },
  N: { newFile: true },
  a: {},
};
const LONG_FLAGS: Record<string, string> = {
  brief: 'q',
  'ignore-case': 'i',
  'ignore-all-space': 'w',
  'ignore-space-change': 'b',
  'new-file': 'N',
  text: 'a',
};

export function parseDiffArgs(args: readonly string[]): DiffOptions | string {
  const options: { -readonly [K in keyof DiffOptions]: DiffOptions[K] } = {
    style: 'normal',
    context: 3,
    ignoreCase: false,
    ignoreAllSpace: false,
    ignoreSpaceChange: false,
    newFile: false,
    labels: [],
    files: [],
  };
  const labels: string[] = [];
  const files: string[] = [];
  const setContext = (value: string | undefined): string | null => {
    if (value === undefined || !/^\d+$/.test(value)) return `diff: invalid context length '${value ?? ''}'`;
    options.style = 'unified';
    options.context = Number(value);
    return null;
  };
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (optionsEnded || arg === '-' || !arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    if (arg === '--') {
      optionsEnded = true;
      continue;
    }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (name === 'unified') {
        const problem = setContext(inline ?? '3');
        if (problem) return problem;
      } else if (name === 'label') {
        const label = inline ?? args[++i];
        if (label === undefined) return "diff: option '--label' requires an argument";
        labels.push(label);
      } else if (LONG_FLAGS[name]) Object.assign(options, FLAGS[LONG_FLAGS[name]]);
      else return `diff: unrecognized option '${arg}' (not supported in this emulated shell)`;
      continue;
    }
    for (let j = 1; j < arg.length; j++) {
      const letter = arg[j]!;
      if (letter === 'U' || letter === 'L') {
        const value = j + 1 < arg.length ? arg.slice(j + 1) : args[++i];
        if (letter === 'L') {
          if (value === undefined) return "diff: option requires an argument -- 'L'";
          labels.push(value);
        } else {
          const problem = setContext(value);
          if (problem) return problem;
        }
        break;
      }
      const flag = FLAGS[letter];
      if (!flag) return `diff: invalid option -- '${letter}' (not supported in this emulated shell)`;
      Object.assign(options, flag);
    }
  }
  if (files.length !== 2) {
    const where =
      files.length < 2 ? `missing operand after '${files.at(-1) ?? 'diff'}'` : `extra operand '${files[2]}'`;
    return `diff: ${where}`;
  }
  return { ...options, labels, files };
}
