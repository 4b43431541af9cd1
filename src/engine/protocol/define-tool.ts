// Defining a tool once (decision 0107): its parameter schema is written `as const`, and the type of the input
// its `run` receives follows from that schema (json-schema-to-ts' FromSchema, a type-only dependency). The
// engine hands `run` only input that ajv validated against the same schema (orchestrator/plan-calls.ts, then
// executor/), so a tool reads its arguments as typed fields instead of re-checking each one by hand.
import type { FromSchema } from 'json-schema-to-ts';
import type { ObjectSchema } from './json-schema';
import type { RiskClassifier, Tool, ToolContext, ToolFacts } from './tool';
import type { ToolOutput } from './tool-result';

/**
 * The input a schema admits. ajv runs with `useDefaults: false` (validation/validate-arguments.ts), so a
 * property with a `default` is still optional: the tool applies the default itself, from the same constant
 * the schema publishes.
 */
export type ToolInputOf<S extends ObjectSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** A tool whose input has the type `Input` (for a definition, the one its schema admits). */
export interface ToolDefinition<Input> extends ToolFacts {
  /** Written for models: clear, with units and limits (from the tool's limits constant). Always English. */
  readonly description: string;
  readonly parameters: ObjectSchema;
  readonly risk?: RiskClassifier;
  // Properties, not methods: a run that expects another input type is an error (methods would be bivariant).
  readonly isConcurrencySafe: (input: Input) => boolean;
  readonly run: (input: Input, context: ToolContext) => Promise<ToolOutput>;
}

/**
 * A tool defined once: `S` is inferred from `parameters` (written `as const`), and `run` and
 * `isConcurrencySafe` receive `ToolInputOf<S>` (NoInfer: `S` comes from `parameters` alone; inferring it back
 * through FromSchema from `run`'s parameter is more than the checker unfolds).
 */
export function defineTool<const S extends ObjectSchema>(
  definition: ToolDefinition<NoInfer<ToolInputOf<S>>> & { readonly parameters: S },
): Tool {
  return registryTool(definition);
}

/**
 * The definition as the registry holds it. The one place a typed input meets the engine's untyped one: the
 * engine calls `run` and `isConcurrencySafe` only with input that passed ajv against `parameters`, which is
 * what the definition's input type describes. The object is returned as it is (not copied), so getters
 * (Bash's description and schema follow the session's limits) stay live. Generic code that binds
 * definitions (bindFileTool) calls this with its `Input` tied to the schema the same way `defineTool` ties it.
 */
export function registryTool<Input>(definition: ToolDefinition<Input>): Tool {
  // Through unknown: Tool's input is the untyped record the engine holds; validation made it `Input`.
  return definition as unknown as Tool;
}
