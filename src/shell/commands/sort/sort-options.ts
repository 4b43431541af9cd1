// GNU sort's command line (the options agents use, in the C locale): global ordering options, -k key
// definitions with their own options, -t, -o, -u, -s, -c/-C, -z. Problems come back as GNU's messages.

/** How one key (or the whole line) compares. */
export interface Ordering {
  readonly numeric: boolean; // -n
  readonly generalNumeric: boolean; // -g
  readonly humanNumeric: boolean; // -h
  readonly month: boolean; // -M
  readonly version: boolean; // -V
  readonly ignoreCase: boolean; // -f
  readonly dictionary: boolean; // -d
  readonly reverse: boolean; // -r
}

export interface SortKey {
  readonly ordering: Ordering;
  readonly startField: number;
  readonly startChar: number;
  readonly skipStartBlanks: boolean;
  /** 0 = to the end of the line. */
  readonly endField: number;
  /** 0 = to the end of the field. */
  readonly endChar: number;
  readonly skipEndBlanks: boolean;
}

export interface SortOptions {
  readonly global: Ordering;
  readonly ignoreLeadingBlanks: boolean;
  readonly keys: readonly SortKey[];
  readonly separator: string | null;
  readonly unique: boolean;
  readonly stable: boolean;
  readonly check: 'no' | 'diagnose' | 'quiet';
  readonly output: string | null;
  readonly zeroTerminated: boolean;
  readonly files: readonly string[];
}

const ORDERING_LETTERS: Record<string, keyof Ordering> = {
  n: 'numeric',
  g: 'generalNumeric',
  h: 'humanNumeric',
  M: 'month',
  V: 'version',
  f: 'ignoreCase',
  d: 'dictionary',
  r: 'reverse',
};

const LONG_FLAGS: Record<string, string> = {
  '--numeric-sort': 'n',
  '--general-numeric-sort': 'g',
  '--human-numeric-sort': 'h',
  '--month-sort': 'M',
  '--version-sort': 'V',
  '--ignore-case': 'f',
  '--dictionary-order': 'd',
  '--reverse': 'r',
  '--ignore-leading-blanks': 'b',
  '--unique': 'u',
  '--stable': 's',
  '--check': 'c',
  '--zero-terminated': 'z',
};
const LONG_VALUED: Record<string, string> = { '--key': 'k', '--field-separator': 't', '--output': 'o' };

const NO_ORDERING: Ordering = {
  numeric: false,
  generalNumeric: false,
  humanNumeric: false,
  month: false,
  version: false,
  ignoreCase: false,
  dictionary: false,
  reverse: false,
};

interface KeyText {
  readonly text: string;
}

/** `F[.C][OPTS][,F[.C][OPTS]]`; a key with no ordering letters of its own inherits the global ones. */
function parseKey({ text }: KeyText, global: Ordering, globalBlanks: boolean): SortKey | string {
  const match = /^(\d+)(?:\.(\d+))?([bdfghMnrV]*)(?:,(\d+)(?:\.(\d+))?([bdfghMnrV]*))?$/.exec(text);
  if (!match) return `sort: invalid number at field start: invalid count at start of '${text}'`;
  const [, startField, startChar, startOpts = '', endField, endChar, endOpts = ''] = match;
  if (Number(startField) === 0) return `sort: field number is zero: invalid field specification '${text}'`;
  const letters = (startOpts + endOpts).replace(/b/g, '');
  const inherited = letters === '' && !/b/.test(startOpts + endOpts);
  const ordering: Record<keyof Ordering, boolean> = { ...NO_ORDERING };
  for (const letter of letters) ordering[ORDERING_LETTERS[letter]!] = true;
  return {
    ordering: inherited ? global : ordering,
    startField: Number(startField),
    startChar: startChar === undefined ? 1 : Number(startChar),
    skipStartBlanks: startOpts.includes('b') || (inherited && globalBlanks),
    endField: endField === undefined ? 0 : Number(endField),
    endChar: endChar === undefined ? 0 : Number(endChar),
    skipEndBlanks: endOpts.includes('b') || (inherited && globalBlanks),
  };
}

export function parseSortArgs(args: readonly string[]): SortOptions | string {
  const flags = new Set<string>();
  const keyTexts: KeyText[] = [];
  const files: string[] = [];
  let separator: string | null = null;
  let output: string | null = null;
  const take = (letter: string, value: string): string | null => {
    if (letter === 'k') keyTexts.push({ text: value });
    else if (letter === 'o') output = value;
    else if (value.length !== 1 && value !== '\\0') return `sort: multi-character tab '${value}'`;
    else separator = value === '\\0' ? '\0' : value;
    return null;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      files.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const [name = '', inline] = arg.split(/=(.*)/s, 2);
      if (name === '--merge') continue; // as -m
      if (LONG_FLAGS[name]) flags.add(LONG_FLAGS[name]);
      else if (LONG_VALUED[name]) {
        const value = inline ?? args[++i];
        if (value === undefined) return `sort: option '${name}' requires an argument`;
        const problem = take(LONG_VALUED[name], value);
        if (problem) return problem;
      } else return `sort: unrecognized option '${arg}'`;
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') {
      files.push(arg);
      continue;
    }
    for (let j = 1; j < arg.length; j++) {
      const letter = arg[j]!;
      if ('kto'.includes(letter)) {
        const value = j + 1 < arg.length ? arg.slice(j + 1) : args[++i];
        if (value === undefined) return `sort: option requires an argument -- '${letter}'`;
        const problem = take(letter, value);
        if (problem) return problem;
        break;
      }
      // -m merges files that are already sorted: sorting them all gives that same order.
      if (letter === 'm') continue;
      if (!'bcCdfghMnrsuVz'.includes(letter)) return `sort: invalid option -- '${letter}'`;
      flags.add(letter);
    }
  }
  const global: Record<keyof Ordering, boolean> = { ...NO_ORDERING };
  for (const [letter, field] of Object.entries(ORDERING_LETTERS)) if (flags.has(letter)) global[field] = true;
  const keys: SortKey[] = [];
  for (const text of keyTexts) {
    const key = parseKey(text, global, flags.has('b'));
    if (typeof key === 'string') return key;
    keys.push(key);
  }
  return {
    global,
    ignoreLeadingBlanks: flags.has('b'),
    keys,
    separator,
    unique: flags.has('u'),
    stable: flags.has('s'),
    check: flags.has('C') ? 'quiet' : flags.has('c') ? 'diagnose' : 'no',
    output,
    zeroTerminated: flags.has('z'),
    files,
  };
}
