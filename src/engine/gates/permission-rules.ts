// User permission rules: `Tool` (every call of the tool) or `Tool(pattern)`. For Bash the pattern matches the
// command: `npm run:*` is a prefix (ending at a word boundary), anything else the exact command. For the
// file tools it is a glob over the workspace-relative path (picomatch). For other tools it matches their
// one string argument (a function's `input`) like a Bash pattern.
import picomatch from 'picomatch';
import { normalizeWorkspacePath, pathArgument, toWorkspaceRelative } from '../paths/workspace-path';

export const FILE_TOOLS: ReadonlySet<string> = new Set(['Read', 'Write', 'Edit', 'Grep', 'Glob', 'LS']);

/** Characters that chain or redirect shell commands: a prefix allow rule must not approve what follows them. */
const SHELL_CONTROL = /[;&|<>`\n\r]|\$\(/;

interface CompiledRule {
  readonly text: string;
  readonly toolName: string;
  /** null for a bare `Tool`. */
  readonly matchSubject: ((subject: string) => boolean) | null;
}

export type RuleList = 'allow' | 'ask' | 'deny';

const RULE_SYNTAX = /^([A-Za-z0-9_-]{1,64})(?:\(([\s\S]*)\))?$/;

/** Parses one rule; returns an English error for a malformed one (the settings UI shows it). */
export function parsePermissionRule(
  text: string,
): { ok: true; toolName: string; pattern: string | null } | { ok: false; error: string } {
  const match = RULE_SYNTAX.exec(text.trim());
  if (!match) return { ok: false, error: `Rule '${text}' must look like Tool or Tool(pattern).` };
  const pattern = match[2] ?? null;
  if (pattern !== null && pattern.trim() === '')
    return { ok: false, error: `Rule '${text}' has an empty pattern.` };
  return { ok: true, toolName: match[1] ?? '', pattern };
}

const compiled = new Map<string, CompiledRule | null>();

function compile(text: string): CompiledRule | null {
  const cached = compiled.get(text);
  if (cached !== undefined) return cached;
  const parsed = parsePermissionRule(text);
  let rule: CompiledRule | null = null;
  if (parsed.ok) {
    const { toolName, pattern } = parsed;
    rule = { text, toolName, matchSubject: pattern === null ? null : subjectMatcher(toolName, pattern) };
  }
  compiled.set(text, rule);
  return rule;
}

function subjectMatcher(toolName: string, pattern: string): (subject: string) => boolean {
  if (FILE_TOOLS.has(toolName)) {
    const normalized = normalizeWorkspacePath(pattern);
    const glob = normalized === null ? pattern : toWorkspaceRelative(normalized);
    return picomatch(glob, { dot: true });
  }
  if (pattern.endsWith(':*')) {
    const prefix = pattern.slice(0, -2);
    return (subject) =>
      subject === prefix || (subject.startsWith(prefix) && /\s/.test(subject.charAt(prefix.length)));
  }
  return (subject) => subject === pattern;
}

/** What the rules of a tool match against: the command for Bash, the path for file tools. */
export function ruleSubject(
  toolName: string,
  input: Readonly<Record<string, unknown>>,
  cwd: string,
): string | null {
  if (FILE_TOOLS.has(toolName)) {
    const raw = pathArgument(input) ?? '.';
    const normalized = normalizeWorkspacePath(raw, cwd);
    return normalized === null ? raw : toWorkspaceRelative(normalized);
  }
  const value = toolName === 'Bash' ? input.command : input.input;
  return typeof value === 'string' ? value.trim() : null;
}

/** The first rule of `rules` that matches the call, or null. */
export function findMatchingRule(
  rules: readonly string[],
  list: RuleList,
  toolName: string,
  subject: string | null,
): string | null {
  for (const text of rules) {
    const rule = compile(text);
    if (!rule || rule.toolName !== toolName) continue;
    if (rule.matchSubject === null) return text;
    if (subject === null) continue;
    if (FILE_TOOLS.has(toolName)) {
      if (rule.matchSubject(subject)) return text;
      continue;
    }
    // A pattern that approves must not approve a chained command smuggled behind it.
    if (list === 'allow') {
      if (!SHELL_CONTROL.test(subject) && rule.matchSubject(subject)) return text;
      continue;
    }
    // A pattern that denies or asks must still catch its command inside a chain (`echo x && rm -rf y`) or
    // behind variable assignments (`A=1 rm y`). Splitting without a shell parser may over-match (a `;` in
    // quotes); for deny and ask that only errs on the careful side.
    if (rule.matchSubject(subject) || commandSegments(subject).some(rule.matchSubject)) return text;
  }
  return null;
}

const SEGMENT_SEPARATOR = /[;&|\n\r`()]|\$\(/;
const LEADING_ASSIGNMENTS = /^(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)+/;

/** The simple commands of a command line, each without leading variable assignments. */
function commandSegments(command: string): string[] {
  return command
    .split(SEGMENT_SEPARATOR)
    .map((part) => part.trim().replace(LEADING_ASSIGNMENTS, '').trim())
    .filter((part) => part !== '');
}

/** Tool names named by a bare deny rule: these leave the schema too. */
export function bareDenyNames(denyRules: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const text of denyRules) {
    const rule = compile(text);
    if (rule && rule.matchSubject === null) names.add(rule.toolName);
  }
  return names;
}

/**
 * The rule "approve always" adds: the exact subject (a path escaped for globbing), or the bare tool when it
 * has no subject. Null for a chained shell command: approving it always would approve too much.
 */
export function alwaysRuleFor(toolName: string, subject: string | null): string | null {
  if (subject === null) return toolName;
  if (FILE_TOOLS.has(toolName)) return `${toolName}(${subject.replace(/[*?[\]{}()!+@\\]/g, '\\$&')})`;
  if (SHELL_CONTROL.test(subject)) return null;
  return `${toolName}(${subject})`;
}
