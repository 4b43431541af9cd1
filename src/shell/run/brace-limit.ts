// Brace expansion past its limit stops the command, naming the limit (issue 34). just-bash cuts a range
// at its limit without a word (`echo {1..20000} | wc -w` printed 10000 and succeeded), and does not count
// products (`{a,b}{1..8000}`). A brace expansion is fixed before the script runs, so this counts the words
// each one makes and replaces a top-level statement holding one past the limit by a stop: a message and
// exit 126, which run/stop-reason.ts reads as a limit stop like just-bash's own.
import type { ScriptNode, StatementNode, WordNode } from 'just-bash';
import { BRACE_EXPANSION_LIMIT } from '../limits';

interface RangeItem {
  readonly type: 'Range';
  readonly start: number | string;
  readonly end: number | string;
  readonly step?: number;
}
interface WordItem {
  readonly type: 'Word';
  readonly word: WordNode;
}
type BraceItem = RangeItem | WordItem;

function rangeSize(range: RangeItem): number {
  const step = Math.abs(range.step || 1);
  if (typeof range.start === 'number' && typeof range.end === 'number') {
    return Math.floor(Math.abs(range.end - range.start) / step) + 1;
  }
  if (typeof range.start === 'string' && typeof range.end === 'string') {
    return Math.floor(Math.abs(range.end.charCodeAt(0) - range.start.charCodeAt(0)) / step) + 1;
  }
  return 1;
}

/** How many words a word's brace expansions make (1 without any). */
export function braceWordCount(word: WordNode): number {
  let count = 1;
  for (const part of word.parts as readonly { type: string; items?: readonly BraceItem[] }[]) {
    if (part.type !== 'BraceExpansion' || !part.items) continue;
    const alternatives = part.items.reduce(
      (sum, item) => sum + (item.type === 'Range' ? rangeSize(item) : braceWordCount(item.word)),
      0,
    );
    count *= alternatives;
  }
  return count;
}

/** The first word anywhere inside `node` whose expansion passes the limit, with its count. */
function oversizedWord(node: unknown): number | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = oversizedWord(item);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof node !== 'object' || node === null) return null;
  const record = node as { type?: string; parts?: unknown };
  if (record.type === 'Word' && Array.isArray(record.parts)) {
    const count = braceWordCount(node as WordNode);
    if (count > BRACE_EXPANSION_LIMIT) return count;
  }
  for (const child of Object.values(record)) {
    const found = oversizedWord(child);
    if (found !== null) return found;
  }
  return null;
}

function literal(value: string): WordNode {
  return { type: 'Word', parts: [{ type: 'SingleQuoted', value }] };
}

function simpleStatement(name: string, args: WordNode[]): StatementNode {
  return {
    type: 'Statement',
    pipelines: [
      {
        type: 'Pipeline',
        negated: false,
        commands: [{ type: 'SimpleCommand', name: literal(name), args, assignments: [], redirections: [] }],
      },
    ],
    operators: [],
    background: false,
  };
}

export function braceLimitMessage(words: number): string {
  return `bash: brace expansion limit exceeded: a word expands to ${words} words (limit ${BRACE_EXPANSION_LIMIT})`;
}

/** The stop that takes an oversized statement's place: the message on stderr, then exit 126. */
function stopStatement(words: number): StatementNode {
  const group = {
    type: 'Group',
    body: [
      simpleStatement('printf', [literal('%s\\n'), literal(braceLimitMessage(words))]),
      simpleStatement('exit', [literal('126')]),
    ],
    redirections: [{ type: 'Redirection', fd: 1, operator: '>&', target: literal('2') }],
  };
  return {
    type: 'Statement',
    pipelines: [{ type: 'Pipeline', negated: false, commands: [group as never] }],
    operators: [],
    background: false,
  };
}

export function stopAtBraceLimit(script: ScriptNode): ScriptNode {
  let replaced = false;
  const statements = script.statements.map((statement) => {
    const words = oversizedWord(statement);
    if (words === null) return statement;
    replaced = true;
    return stopStatement(words);
  });
  return replaced ? { ...script, statements } : script;
}
