// Matching user rules against a call (decision record 0104). Deny and ask rules look for any part of the
// call they name: one simple command of a list or pipeline, or the command a wrapper runs, in any spelling.
// An allow rule (or an "approve always" grant) applies only when every part of the call is covered, and a
// part whose words do not say all it does (`sh -c`, `eval`, `$(…)`, a variable as the command) never is.
import type { CommandPart, CommandWord } from '../protocol/command-parts';
import {
  compileRule,
  formatPatternWords,
  wordsMatch,
  type CompiledRule,
  type RuleList,
} from './rule-patterns';
import type { RuleTarget } from './rule-target';

export { parsePermissionRule, type RuleList } from './rule-patterns';

/** A deny or ask rule that matched, and where. */
export interface RuleMatch {
  readonly rule: string;
  readonly reason: string;
}

function describeWords(words: readonly CommandWord[]): string {
  return words.map((word) => word ?? '…').join(' ');
}

/** The first rule of `rules` (a deny or ask list) that names any part of the call, or null. */
export function findMatchingRule(
  rules: readonly string[],
  list: Exclude<RuleList, 'allow'>,
  toolName: string,
  target: RuleTarget,
): RuleMatch | null {
  for (const text of rules) {
    const rule = compileRule(text);
    if (!rule || rule.toolName !== toolName) continue;
    const where = matchAnywhere(rule, target);
    if (where === null) continue;
    const reason =
      where === ''
        ? `The ${list} rule '${text}' matches.`
        : where === UNPARSED
          ? `The ${list} rule '${text}' may match: the command could not be parsed, so no part of it is known.`
          : `The ${list} rule '${text}' matches '${where}'.`;
    return { rule: text, reason };
  }
  return null;
}

const UNPARSED = '\0unparsed';

/** '' for a match of the whole call, the matching part's words, UNPARSED, or null. */
function matchAnywhere(rule: CompiledRule, target: RuleTarget): string | null {
  const { pattern } = rule;
  if (pattern.kind === 'bare') return '';
  switch (target.kind) {
    case 'path': {
      // A deny or ask rule names the call when it names any of its paths; one of several is said.
      const only = target.paths.length === 1;
      const hit = target.paths.find((path) => pattern.matchesPath(path));
      return hit === undefined ? null : only ? '' : hit;
    }
    case 'text':
      return wordsMatch(pattern.words, target.words) ? '' : null;
    case 'command': {
      if (target.parts === null) return UNPARSED;
      for (const part of target.parts) {
        for (const form of [part.words, ...part.equivalents]) {
          if (wordsMatch(pattern.words, form)) return describeWords(form);
        }
      }
      return null;
    }
    case 'none':
      return null;
    default: {
      const unknownTarget: never = target;
      return unknownTarget;
    }
  }
}

/** The allow rules and grants that together cover a call. */
export interface Cover {
  readonly rules: readonly string[];
  readonly grants: readonly string[];
}

/**
 * Allow rules first, then grants: what covers every part of the call, or null. For a command, each part
 * must be resolved and named by some rule (a wrapper part is looked through); there must be a part at all.
 */
export function findCover(
  allow: readonly string[],
  grants: readonly string[],
  toolName: string,
  target: RuleTarget,
): Cover | null {
  const candidates = [
    ...allow.map((text) => ({ text, grant: false })),
    ...grants.map((text) => ({ text, grant: true })),
  ].flatMap(({ text, grant }) => {
    const rule = compileRule(text);
    return rule && rule.toolName === toolName ? [{ rule, grant }] : [];
  });
  const bare = candidates.find((c) => c.rule.pattern.kind === 'bare');
  if (bare) return coverOf([bare]);
  if (target.kind === 'path') return coverEveryPath(candidates, target.paths);
  if (target.kind !== 'command') {
    const whole = candidates.find((c) => matchAnywhere(c.rule, target) !== null);
    return whole ? coverOf([whole]) : null;
  }
  if (target.parts === null || target.parts.length === 0) return null;
  const used: typeof candidates = [];
  for (const part of target.parts) {
    if (part.unresolved !== null) return null;
    if (part.wrapper) continue;
    const covering = candidates.find((c) => coversPart(c.rule, part));
    if (!covering) return null;
    if (!used.includes(covering)) used.push(covering);
  }
  return used.length > 0 ? coverOf(used) : null;
}

/** A call that names several paths is allowed only when each path is: a move out of an allowed folder is not. */
function coverEveryPath(
  candidates: readonly { rule: CompiledRule; grant: boolean }[],
  paths: readonly string[],
): Cover | null {
  const used: (typeof candidates)[number][] = [];
  for (const path of paths) {
    const covering = candidates.find(
      (c) => c.rule.pattern.kind === 'pattern' && c.rule.pattern.matchesPath(path),
    );
    if (!covering) return null;
    if (!used.includes(covering)) used.push(covering);
  }
  return coverOf(used);
}

/** An allow names the part as it is written to run: equivalents are for catching, not for approving. */
function coversPart(rule: CompiledRule, part: CommandPart): boolean {
  return rule.pattern.kind === 'pattern' && wordsMatch(rule.pattern.words, part.words);
}

function coverOf(used: readonly { rule: CompiledRule; grant: boolean }[]): Cover {
  return {
    rules: used.filter((u) => !u.grant).map((u) => u.rule.text),
    grants: used.filter((u) => u.grant).map((u) => u.rule.text),
  };
}

/** Tool names named by a bare deny rule: these leave the schema too. */
export function bareDenyNames(denyRules: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of denyRules) {
    const rule = compileRule(text);
    if (rule && rule.pattern.kind === 'bare') names.add(rule.toolName);
  }
  return names;
}

/**
 * The rule "approve always" adds: the exact path (escaped for globbing), the exact command when it is one
 * resolved simple command (its words, so `git  log` gives `Bash(git log)`), the exact input text, or the bare
 * tool when it has no subject. Null when approving it always would approve too much or what cannot be seen.
 */
export function alwaysRuleFor(toolName: string, target: RuleTarget): string | null {
  switch (target.kind) {
    case 'none':
      return toolName;
    case 'path': {
      // One path: exactly it. Several: approving a glob of one would not cover the others, so none is offered.
      const [only, ...more] = target.paths;
      return only === undefined || more.length > 0
        ? null
        : `${toolName}(${only.replace(/[*?[\]{}()!+@\\]/g, '\\$&')})`;
    }
    case 'text':
      return target.words.length > 0 ? `${toolName}(${formatPatternWords(target.words)})` : null;
    case 'command': {
      const only = target.parts?.length === 1 ? target.parts[0] : undefined;
      if (!only || only.unresolved !== null || only.wrapper || only.words.length === 0) return null;
      const words = only.words.filter((word): word is string => word !== null);
      return `${toolName}(${formatPatternWords(words)})`;
    }
    default: {
      const unknownTarget: never = target;
      return unknownTarget;
    }
  }
}
