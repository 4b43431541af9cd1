// GNU xargs's command line: options up to the first operand (the command), short options bundled or with
// their value attached (`-n1`, `-I{}`), long options with `=`. -I, -L and -n exclude each other; the last wins.

export type XargsBatching =
  | { readonly kind: 'all' }
  | { readonly kind: 'args'; readonly count: number } // -n
  | { readonly kind: 'lines'; readonly count: number } // -L
  | { readonly kind: 'replace'; readonly placeholder: string }; // -I

export interface XargsOptions {
  readonly batching: XargsBatching;
  /** -0 or -d: items end at this character, quotes and blanks are plain text. */
  readonly delimiter: string | null;
  readonly noRunIfEmpty: boolean; // -r
  readonly trace: boolean; // -t
  readonly eofString: string | null; // -E
  readonly command: readonly string[];
}

const VALUED = new Set(['n', 'L', 'I', 'd', 'E', 'P', 's', 'a']);
const LONG_VALUED: Record<string, string> = {
  'max-args': 'n',
  'max-lines': 'L',
  delimiter: 'd',
  'eof-string': 'E',
  'max-procs': 'P',
  'max-chars': 's',
  'arg-file': 'a',
};
const LONG_FLAGS: Record<string, string> = { null: '0', 'no-run-if-empty': 'r', verbose: 't', exit: 'x' };

/** `\n`, `\t`, `\0`, `\\`, `\x41`, `\101` → the character GNU's -d reads them as. */
function delimiterOf(text: string): string | null {
  if (text.length === 1) return text;
  const named: Record<string, string> = { '\\n': '\n', '\\t': '\t', '\\0': '\0', '\\\\': '\\', '\\r': '\r' };
  if (named[text] !== undefined) return named[text];
  const hex = /^\\x([0-9a-fA-F]{1,2})$/.exec(text);
  if (hex) return String.fromCharCode(parseInt(hex[1]!, 16));
  const octal = /^\\([0-7]{1,3})$/.exec(text);
  return octal ? String.fromCharCode(parseInt(octal[1]!, 8)) : null;
}

function positive(option: string, value: string): number | string {
  return /^\d+$/.test(value) && Number(value) >= 1
    ? Number(value)
    : `xargs: invalid number "${value}" for -${option} option`;
}

export function parseXargsArgs(args: readonly string[]): XargsOptions | string {
  let batching: XargsBatching = { kind: 'all' };
  let delimiter: string | null = null;
  let noRunIfEmpty = false;
  let trace = false;
  let eofString: string | null = null;

  const apply = (option: string, value: string | undefined): string | null => {
    switch (option) {
      case '0':
        delimiter = '\0';
        return null;
      case 'r':
        noRunIfEmpty = true;
        return null;
      case 't':
        trace = true;
        return null;
      case 'x':
      case 'P':
      case 's':
        return null; // one process at a time, no command-line length to respect
      case 'd': {
        const d = delimiterOf(value ?? '');
        if (d === null) return `xargs: invalid input delimiter specification ${value}`;
        delimiter = d;
        return null;
      }
      case 'E':
        eofString = value === '' ? null : (value ?? null);
        return null;
      case 'I':
        batching = { kind: 'replace', placeholder: value ?? '{}' };
        return null;
      case 'n':
      case 'L': {
        const count = positive(option, value ?? '');
        if (typeof count === 'string') return count;
        batching = option === 'n' ? { kind: 'args', count } : { kind: 'lines', count };
        return null;
      }
      default:
        return `xargs: invalid option -- '${option}'`;
    }
  };

  let index = 0;
  for (; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--') {
      index++;
      break;
    }
    if (!arg.startsWith('-') || arg === '-') break;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      if (name === 'replace') {
        batching = { kind: 'replace', placeholder: inline ?? '{}' };
        continue;
      }
      const flag = LONG_FLAGS[name];
      const valued = LONG_VALUED[name];
      if (flag) {
        apply(flag, undefined);
        continue;
      }
      if (!valued) return `xargs: unrecognized option '${arg}'`;
      const value = inline ?? args[++index];
      if (value === undefined) return `xargs: option '--${name}' requires an argument`;
      const problem = apply(valued, value);
      if (problem) return problem;
      continue;
    }
    for (let i = 1; i < arg.length; i++) {
      const letter = arg[i]!;
      if (letter === 'i' || letter === 'e' || letter === 'l') {
        // Optional values, attached only: -i[R], -e[EOF], -l[N].
        const attached = arg.slice(i + 1);
        const problem =
          letter === 'i'
            ? apply('I', attached || '{}')
            : letter === 'e'
              ? apply('E', attached)
              : apply('L', attached || '1');
        if (problem) return problem;
        break;
      }
      if (VALUED.has(letter)) {
        const value = i + 1 < arg.length ? arg.slice(i + 1) : args[++index];
        if (value === undefined) return `xargs: option requires an argument -- '${letter}'`;
        if (letter === 'a') return 'xargs: -a is not supported in this emulated shell';
        const problem = apply(letter, value);
        if (problem) return problem;
        break;
      }
      const problem = apply(letter, undefined);
      if (problem) return problem;
    }
  }
  const command = args.slice(index);
  return {
    batching,
    delimiter,
    noRunIfEmpty,
    trace,
    eofString,
    command: command.length > 0 ? command : ['echo'],
  };
}
