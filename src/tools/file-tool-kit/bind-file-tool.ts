// Every file tool has the same shape: its record (name, lock use, permission class...), its model-facing schema,
// whether calls may run side by side, and a run function over one workspace. This binds the two. The run
// function's input is typed by the schema (engine/protocol/define-tool.ts): the engine hands it only
// arguments ajv validated against that schema.
import { registryTool, type ToolInputOf } from '../../engine/protocol/define-tool';
import type { Tool, ToolContext } from '../../engine/protocol/tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { ToolOutput } from '../../engine/protocol/tool-result';
import type { Workspace } from '../../vfs';
import { factsOf, type BuiltinToolRecord } from '../tool-record';

export interface FileToolSpec<Input> {
  /** Its name, lock use, permission class, path arguments and latency. */
  readonly record: BuiltinToolRecord;
  readonly description: string;
  readonly parameters: ObjectSchema;
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
  const { record, description, parameters, concurrencySafe, run } = spec;
  return registryTool<Input>({
    ...factsOf(record),
    description,
    parameters,
    isConcurrencySafe: () => concurrencySafe,
    run: (input, context) => run(workspace, input, context),
  });
}
