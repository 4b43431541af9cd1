// Every file tool has the same shape: a name, its model-facing schema, how it uses the optimistic lock,
// whether calls may run side by side, and a run function over one workspace. This binds the two.
import type { LockUse, Tool, ToolContext } from '../../engine/protocol/tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { ToolOutput } from '../../engine/protocol/tool-result';
import type { Workspace } from '../../vfs';

export interface FileToolSpec {
  readonly name: string;
  readonly description: string;
  readonly parameters: ObjectSchema;
  readonly lockUse: LockUse;
  /** Reads are safe to run concurrently; a tool that writes is not. */
  readonly concurrencySafe: boolean;
  readonly run: (
    workspace: Workspace,
    input: Readonly<Record<string, unknown>>,
    context: ToolContext,
  ) => Promise<ToolOutput>;
}

export function bindFileTool(workspace: Workspace, spec: FileToolSpec): Tool {
  const { name, description, parameters, lockUse, concurrencySafe, run } = spec;
  return {
    name,
    description,
    parameters,
    lockUse,
    isConcurrencySafe: () => concurrencySafe,
    run: (input, context) => run(workspace, input, context),
  };
}
