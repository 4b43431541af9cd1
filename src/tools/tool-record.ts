// A built-in tool's record (issue 31): what the rest of the app needs to know about the tool, said once. The
// tool carries its engine facts (ToolFacts: lock use, permission class, path arguments, latency) into the
// registry, so the gates read them off the tool; the record adds what the runtime needs before a tool exists
// (whether a subagent may use it). Its factory sits beside it in builtin-tool-factories.ts, which the
// compiler holds to one factory per record. Records are data only, so the page reads them without loading
// any tool. Everything else derives from them (builtin-tool-records.ts): the built-in list, the session
// schema's tool enum, the subagent's tools, the latency defaults, the lock's wording in the page.
import type { ToolFacts } from '../engine/protocol/tool';

export interface BuiltinToolRecord<Name extends string = string> extends ToolFacts {
  readonly name: Name;
  /**
   * May a Task subagent use it? `nested`: only a subagent that may start subagents of its own (the session's
   * subagent depth allows another level), which is what a tool that starts subagents needs.
   */
  readonly inSubagents: 'yes' | 'no' | 'nested';
}

/** The record's engine facts, for the tool it builds to carry into the registry. */
export function factsOf(record: BuiltinToolRecord): ToolFacts {
  const { name, lockUse, permissionClass, permissionWording, pathArguments, latencyMs } = record;
  return {
    name,
    lockUse,
    ...(permissionClass === undefined ? {} : { permissionClass }),
    ...(permissionWording === undefined ? {} : { permissionWording }),
    ...(pathArguments === undefined ? {} : { pathArguments }),
    ...(latencyMs === undefined ? {} : { latencyMs }),
  };
}
