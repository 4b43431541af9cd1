// Parses grep's argv (GNU spelling) into options; anything this grep does not implement makes the parse
// return null, and the command then hands the call to just-bash's own grep, so coverage never shrinks.

export type PatternSyntax = 'basic' | 'extended' | 'fixed' | 'perl';

export interface GrepOptions {
  patterns: string[];
  files: string[];
  syntax: PatternSyntax;
  recursive: boolean;
  ignoreCase: boolean;
  invert: boolean;
  wordRegexp: boolean;
  lineRegexp: boolean;
  lineNumbers: boolean;
  count: boolean;
  filesWithMatches: boolean;
  filesWithoutMatch: boolean;
  onlyMatching: boolean;
  quiet: boolean;
  noMessages: boolean;
  /** null: decide by the number of files (GNU's default). */
  withFilename: boolean | null;
  maxCount: number | null;
  before: number;
  after: number;
  include: string[];
  exclude: string[];
  excludeDir: string[];
}

const FLAG_SETTERS: Record<string, (o: GrepOptions) => void> = {
  r: (o) => (o.recursive = true),
  R: (o) => (o.recursive = true),
  i: (o) => (o.ignoreCase = true),
  y: (o) => (o.ignoreCase = true),
  v: (o) => (o.invert = true),
  w: (o) => (o.wordRegexp = true),
  x: (o) => (o.lineRegexp = true),
  n: (o) => (o.lineNumbers = true),
  c: (o) => (o.count = true),
  l: (o) => (o.filesWithMatches = true),
  L: (o) => (o.filesWithoutMatch = true),
  o: (o) => (o.onlyMatching = true),
  q: (o) => (o.quiet = true),
  s: (o) => (o.noMessages = true),
  H: (o) => (o.withFilename = true),
  h: (o) => (o.withFilename = false),
  E: (o) => (o.syntax = 'extended'),
  F: (o) => (o.syntax = 'fixed'),
  G: (o) => (o.syntax = 'basic'),
  P: (o) => (o.syntax = 'perl'),
  I: () => undefined,
  a: () => undefined,
};
const LONG_FLAGS: Record<string, string> = {
  '--recursive': 'r',
  '--dereference-recursive': 'R',
  '--ignore-case': 'i',
  '--invert-match': 'v',
  '--word-regexp': 'w',
  '--line-regexp': 'x',
  '--line-number': 'n',
  '--count': 'c',
  '--files-with-matches': 'l',
  '--files-without-match': 'L',
  '--only-matching': 'o',
  '--quiet': 'q',
  '--silent': 'q',
  '--no-messages': 's',
  '--with-filename': 'H',
  '--no-filename': 'h',
  '--extended-regexp': 'E',
  '--fixed-strings': 'F',
  '--basic-regexp': 'G',
  '--perl-regexp': 'P',
  '--text': 'a',
};
/** Short options that take a value, attached (`-m1`) or separate (`-m 1`). */
const VALUED = new Set(['e', 'm', 'A', 'B', 'C']);
const LONG_VALUED = new Set([
  '--regexp',
  '--max-count',
  '--after-context',
  '--before-context',
  '--context',
  '--include',
  '--exclude',
  '--exclude-dir',
]);

function emptyOptions(): GrepOptions {
  return {
    patterns: [],
    files: [],
    syntax: 'basic',
    recursive: false,
    ignoreCase: false,
    invert: false,
    wordRegexp: false,
    lineRegexp: false,
    lineNumbers: false,
    count: false,
    filesWithMatches: false,
    filesWithoutMatch: false,
    onlyMatching: false,
    quiet: false,
    noMessages: false,
    withFilename: null,
    maxCount: null,
    before: 0,
    after: 0,
    include: [],
    exclude: [],
    excludeDir: [],
  };
}

function setValue(options: GrepOptions, key: string, value: string): boolean {
  const number = Number(value);
  switch (key) {
    case 'e':
    case '--regexp':
      options.patterns.push(...value.split('\n'));
      return true;
    case 'm':
    case '--max-count':
      options.maxCount = number;
      return Number.isInteger(number);
    case 'A':
    case '--after-context':
      options.after = number;
      return Number.isInteger(number);
    case 'B':
    case '--before-context':
      options.before = number;
      return Number.isInteger(number);
    case 'C':
    case '--context':
      options.after = options.before = number;
      return Number.isInteger(number);
    case '--include':
      options.include.push(value);
      return true;
    case '--exclude':
      options.exclude.push(value);
      return true;
    case '--exclude-dir':
      options.excludeDir.push(value);
      return true;
    default:
      return false;
  }
}

export function parseGrepArgs(args: readonly string[]): GrepOptions | null {
  const options = emptyOptions();
  const operands: string[] = [];
  let patternGiven = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
      if (name === '--color' || name === '--colour') continue;
      const flag = LONG_FLAGS[name];
      if (flag) FLAG_SETTERS[flag]!(options);
      else if (LONG_VALUED.has(name)) {
        const value = inline ?? args[++i];
        if (value === undefined || !setValue(options, name, value)) return null;
        if (name === '--regexp') patternGiven = true;
      } else return null;
      continue;
    }
    if (arg.startsWith('-') && arg.length > 1) {
      for (let j = 1; j < arg.length; j++) {
        const letter = arg[j]!;
        if (VALUED.has(letter)) {
          const value = j + 1 < arg.length ? arg.slice(j + 1) : args[++i];
          if (value === undefined || !setValue(options, letter, value)) return null;
          if (letter === 'e') patternGiven = true;
          break;
        }
        if (/[0-9]/.test(letter)) return null; // `-5` context shorthand: leave to just-bash
        const set = FLAG_SETTERS[letter];
        if (!set) return null;
        set(options);
      }
      continue;
    }
    operands.push(arg);
  }
  if (!patternGiven) {
    const pattern = operands.shift();
    if (pattern === undefined) return null;
    options.patterns.push(...pattern.split('\n'));
  }
  options.files = operands;
  return options.syntax === 'perl' ? null : options;
}
