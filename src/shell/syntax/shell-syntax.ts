// The one door to just-bash's parser. The risk classifier needs a parse tree and the source text of single
// command nodes; just-bash's Node build exports `parse` and `serialize`, but its browser build does not, so
// there we drive a `Bash` instance's `transform()` (which parses, and prints whatever tree a transform plugin
// hands back). Both paths produce the same tree shape, so the classifier never knows which one it got.
import type { CommandNode, ScriptNode, StatementNode } from 'just-bash';
import { lazy } from '../../common/lazy';

export type { ScriptNode };

export type ParseOutcome =
  { readonly ok: true; readonly script: ScriptNode } | { readonly ok: false; readonly message: string };

export interface ShellSyntax {
  parse(source: string): ParseOutcome;
  /** Prints a script tree back to bash source (just-bash's own printer). */
  print(script: ScriptNode): string;
}

/** Wraps one command node in a script so the printer can show exactly that node. */
export function scriptOfCommand(command: CommandNode): ScriptNode {
  const statement: StatementNode = {
    type: 'Statement',
    pipelines: [{ type: 'Pipeline', commands: [command], negated: false }],
    operators: [],
    background: false,
  };
  return { type: 'Script', statements: [statement] };
}

export function printCommand(syntax: ShellSyntax, command: CommandNode): string {
  return syntax.print(scriptOfCommand(command)).trim();
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The parts of just-bash's module this file uses; the browser build lacks `parse` and `serialize`. */
interface JustBashModule {
  parse?: (source: string) => ScriptNode;
  serialize?: (script: ScriptNode) => string;
  Bash: new () => {
    transform(source: string): { script: string; ast: ScriptNode };
    registerTransformPlugin(plugin: {
      name: string;
      transform(context: { ast: ScriptNode }): { ast: ScriptNode };
    }): void;
  };
}

export function syntaxFromModule(module: JustBashModule): ShellSyntax {
  const { parse, serialize } = module;
  if (parse && serialize) {
    return {
      parse(source) {
        try {
          return { ok: true, script: parse(source) };
        } catch (error) {
          return { ok: false, message: describe(error) };
        }
      },
      print: (script) => serialize(script),
    };
  }
  return syntaxFromTransform(module.Bash);
}

/** The browser path: `transform()` parses; a plugin that swaps in another tree turns it into a printer. */
export function syntaxFromTransform(BashClass: JustBashModule['Bash']): ShellSyntax {
  const parser = new BashClass();
  const printer = new BashClass();
  let treeToPrint: ScriptNode | null = null;
  printer.registerTransformPlugin({
    name: 'toolscope-print',
    transform: ({ ast }) => ({ ast: treeToPrint ?? ast }),
  });
  return {
    parse(source) {
      try {
        return { ok: true, script: parser.transform(source).ast };
      } catch (error) {
        return { ok: false, message: describe(error) };
      }
    },
    print(script) {
      treeToPrint = script;
      try {
        return printer.transform('true').script;
      } finally {
        treeToPrint = null;
      }
    },
  };
}

/** Loads just-bash lazily (it is large) and returns the syntax for this platform. */
export const loadShellSyntax: () => Promise<ShellSyntax> = lazy(() =>
  import('just-bash').then((module) => syntaxFromModule(module as unknown as JustBashModule)),
);
