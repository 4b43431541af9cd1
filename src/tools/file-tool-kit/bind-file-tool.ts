// Every file tool has the same shape: a name, its model-facing schema, how it uses the optimistic lock,
// whether calls may run side by side, and a run function over one workspace. This binds the two. The run
// function's input is typed by the schema (engine/protocol/define-tool.ts): the engine hands it only
// arguments ajv validated against that schema.
import { registryTool, type ToolInputOf } from '../../engine/protocol/define-tool';
import type { LockUse, Tool, ToolContext } from '../../engine/protocol/tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { ToolOutput } from '../../engine/protocol/tool-result';
import type { Workspace } from '../../vfs';

export interface FileToolSpec<Input> {
  readonly name: string;
  readonly description: string;
  readonly parameters: ObjectSchema;
  readonly lockUse: LockUse;
  /** Reads are safe to run concurrently; a tool that writes is not. */
  readonly concurrencySafe: boolean;
  readonly run: (workspace: Workspace, input: Input, context: ToolContext) => Promise<ToolOutput>;
}

/** `S` is inferred from `parameters` (written `as const`) alone; `run` receives `ToolInputOf<S>`. */
export function bindFileTool<const S extends ObjectSchema>(
  workspace: Workspace,
  spec: FileToolSpec<NoInfer<ToolInputOf<S>>> & { readonly parameters: S },
): Tool {
  return bound(workspace, spec);
}

function bound<Input>(workspace: Workspace, spec: FileToolSpec<Input>): Tool {
  const { name, description, parameters, lockUse, concurrencySafe, run } = spec;
  return registryTool<Input>({
    name,
    description,
    parameters,
    lockUse,
    isConcurrencySafe: () => concurrencySafe,
    run: (input, context) => run(workspace, input, context),
  });
}
