// One command the classifier is judging: its argv as far as it is static, where it stands, and a way to judge
// scripts hidden in its arguments (`bash -c '...'`, sed's `e`, awk's `system()`, `trap '...'`).
import { allow, ask, deny, type Finding } from './findings';
import { writeScope } from './path-scope';
import type { StaticArg } from './static-words';

export interface CommandSite {
  /** argv[0] is the command name; null entries are computed at run time. */
  readonly argv: readonly StaticArg[];
  /** Source text of the command node, for the UI. */
  readonly node: string;
  /** The shell's cwd at this command, or null when the classifier lost track of it. */
  readonly cwd: string | null;
  /** Position in its pipeline: > 0 means it reads the previous command's output. */
  readonly pipeIndex: number;
  /** True when one of its words is a `<(…)` file, which holds a command's output. */
  readonly readsCommandOutput: boolean;
  /** Classifies a script found in this command's arguments. */
  readonly nested: (source: string) => Finding[];
  /**
   * Classifies text bash expands although it is no word of the command line: a subscript in a variable name
   * given to a builtin (`unset 'a[$(cmd)]'`), where the substitutions it holds run.
   */
  readonly expanded: (text: string) => Finding[];
}

export type CommandRule = (site: CommandSite) => Finding[];

/**
 * A site for a command that another one runs (`xargs rm`, `find -exec rm`, `env rm`). Wrappers that only
 * change how it runs (`env`, `timeout`, `nice`) hand it their input, so it stays where it was in the pipeline;
 * `xargs` and `find` give it none of the pipe.
 */
export function innerSite(
  site: CommandSite,
  argv: readonly StaticArg[],
  input: 'inherited' | 'own' = 'own',
): CommandSite {
  return { ...site, argv, pipeIndex: input === 'inherited' ? site.pipeIndex : 0 };
}

/**
 * How a write into /tmp counts: `content` is scratch (allowed); `link` makes a link (or copies links), through
 * which a later scratch write could land anywhere, so it is asked like a workspace write.
 */
export type ScratchUse = 'content' | 'link';

/** The finding for a file this command writes, judged by where the file is. */
export function writeFinding(
  site: CommandSite,
  target: StaticArg,
  rule: string,
  what: string,
  scratch: ScratchUse = 'content',
): Finding | null {
  const named = target ?? '';
  switch (writeScope(target, site.cwd)) {
    case 'harmless-device':
      return null;
    case 'device':
      return deny('write-device', `${what} writes the device '${named}'.`, site.node);
    case 'outside':
      return deny('write-outside-workspace', `${what} writes '${named}', outside the workspace.`, site.node);
    case 'scratch':
      return scratch === 'content'
        ? allow('scratch-write', `${what} writes '${named}' in the scratch folder /tmp.`, site.node)
        : ask(rule, `${what} makes '${named}' in /tmp a link or a copy of links.`, site.node);
    case 'inside':
      return ask(rule, `${what} writes '${named}' inside the workspace.`, site.node, true);
    case 'unknown':
      return ask(rule, `${what} writes a file whose path is only known at run time.`, site.node);
  }
}

export function writeFindings(
  site: CommandSite,
  targets: readonly StaticArg[],
  rule: string,
  what: string,
  scratch: ScratchUse = 'content',
): Finding[] {
  return targets
    .map((t) => writeFinding(site, t, rule, what, scratch))
    .filter((f): f is Finding => f !== null);
}

/** Splits argv (without the name) into operands, skipping options and the values of `valueOptions`. */
export function operandsOf(
  args: readonly StaticArg[],
  valueOptions: ReadonlySet<string> = new Set(),
): StaticArg[] {
  const operands: StaticArg[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (arg !== null && arg.startsWith('-') && arg !== '-') {
      if (valueOptions.has(arg)) i++;
      continue;
    }
    operands.push(arg);
  }
  return operands;
}

/** True when some argument is computed: it could turn into any option at run time. */
export function hasDynamicArg(args: readonly StaticArg[]): boolean {
  return args.some((a) => a === null);
}

export function dynamicArgFinding(site: CommandSite, name: string): Finding {
  return ask(
    'dynamic-argument',
    `'${name}' has options that write or run commands, and an argument computed at run time could be one.`,
    site.node,
  );
}
