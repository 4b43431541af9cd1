// Text bash expands that just-bash's parse tree keeps as a plain string, so a walk over its nodes would not
// see the command substitutions in it: array subscripts in an assignment's name (`a[$(cmd)]=1`) and in a
// parameter's (`${a[$(cmd)]}`), `${…}` inside arithmetic (`$(( ${x:-$(cmd)} ))`), associative keys in
// arithmetic, and a value that names an array element (`x='a[$(cmd)]'`), which bash evaluates again wherever
// it reads the variable as a number. The walker parses each such text as the body of an unquoted here-doc,
// which bash expands as it expands these (substitutions run, quotes stay), and judges what it finds.
import type { ScriptNode, WordNode } from 'just-bash';

/** The subscript of a variable name (`a[i+1]` → `i+1`), or null when the name has none. */
export function subscriptOf(name: string): string | null {
  const match = /^[A-Za-z_][A-Za-z0-9_]*\[(.*)\]/s.exec(name);
  return match ? match[1]! : null;
}

/** True when expanding the text can run something: a substitution, or a parameter whose operations may. */
export function mayRunCode(text: string): boolean {
  return /[$`]/.test(text);
}

type Node = Readonly<Record<string, unknown>>;

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The texts in this node that bash expands although the parser kept them as strings. */
export function hiddenExpansions(node: Node): string[] {
  const found: (string | null)[] = [];
  switch (node.type) {
    case 'Assignment': {
      const name = text(node.name);
      found.push(name === null ? null : subscriptOf(name));
      break;
    }
    case 'ParameterExpansion': {
      const parameter = text(node.parameter);
      found.push(parameter === null ? null : subscriptOf(parameter.replace(/^[!#]/, '')));
      break;
    }
    case 'ArithBracedExpansion':
      found.push(braced(node.content));
      break;
    case 'ArithDynamicBase':
      found.push(braced(node.baseExpr));
      break;
    case 'ArithDynamicNumber':
      found.push(braced(node.prefix));
      break;
    case 'ArithArrayElement':
    case 'ArithAssignment':
      found.push(text(node.stringKey));
      break;
    default:
      break;
  }
  return found.filter((t): t is string => t !== null && mayRunCode(t));
}

function braced(content: unknown): string | null {
  return typeof content === 'string' ? `\${${content}}` : null;
}

/** True for `${x@P}`: the value is expanded as a prompt string, which runs the substitutions it holds. */
export function expandsValueAsPrompt(node: Node): boolean {
  if (node.type !== 'ParameterExpansion') return false;
  const operation = node.operation as { type?: unknown; operator?: unknown } | null;
  return operation?.type === 'Transform' && operation.operator === 'P';
}

/** The subscript of a value that names an array element (`a[$(cmd)]`), when expanding it may run code. */
export function elementSubscriptOfValue(value: string): string | null {
  const subscript = subscriptOf(value);
  return subscript !== null && value.endsWith(']') && mayRunCode(subscript) ? subscript : null;
}

const DELIMITER = 'TOOLSCOPE_EXPANDED_TEXT';

/** A script whose only here-doc holds `body` unquoted, so the parser reads its expansions. */
export function hereDocumentScript(body: string): string {
  let delimiter = DELIMITER;
  while (body.split('\n').includes(delimiter)) delimiter += '_';
  return `: <<${delimiter}\n${body}\n${delimiter}\n`;
}

/** The here-doc body of a script made by hereDocumentScript, or null when the parse is not that shape. */
export function hereDocumentBody(script: ScriptNode): WordNode | null {
  const command = script.statements[0]?.pipelines[0]?.commands[0];
  const target = command?.type === 'SimpleCommand' ? command.redirections[0]?.target : undefined;
  return target?.type === 'HereDoc' ? target.content : null;
}
