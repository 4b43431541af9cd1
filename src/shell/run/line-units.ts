// bash reads a script one line at a time, and an expansion error (`$((1/0))`) abandons the rest of the line
// it happened on: `echo $((1/0)); echo after` prints nothing more and ends with status 1, while the next
// line runs (issue 34). just-bash goes on with the next statement. Wrapping the statements of each line in
// one `{ …; }` group gives bash's unit: the error leaves the group, and just-bash resumes after it. A group
// changes nothing else (same shell, same status, same variables).
import type { ScriptNode, StatementNode } from 'just-bash';

/** The top-level statements grouped by the source line they start on (a `\`-newline continues a line). */
function lineUnits(statements: readonly StatementNode[], source: string): StatementNode[][] | null {
  const units: StatementNode[][] = [];
  let cursor = 0;
  for (const statement of statements) {
    const text = statement.sourceText;
    const at = text === undefined ? -1 : source.indexOf(text, cursor);
    if (text === undefined || at < 0) return null; // cannot place it: leave the script as it is
    const between = source.slice(cursor, at).replace(/\\\n/g, '');
    const current = units.at(-1);
    if (!current || between.includes('\n')) units.push([statement]);
    else current.push(statement);
    cursor = at + text.length;
  }
  return units;
}

function group(unit: StatementNode[]): StatementNode {
  if (unit.length === 1) return unit[0]!;
  const body = { type: 'Group', body: unit, redirections: [] };
  return {
    type: 'Statement',
    pipelines: [{ type: 'Pipeline', negated: false, commands: [body as never] }],
    operators: [],
    background: false,
  };
}

/** `script` (parsed from `source`) with the statements that share a line grouped. */
export function groupStatementsByLine(script: ScriptNode, source: string): ScriptNode {
  const units = lineUnits(script.statements, source);
  if (!units || units.every((unit) => unit.length === 1)) return script;
  return { ...script, statements: units.map(group) };
}
