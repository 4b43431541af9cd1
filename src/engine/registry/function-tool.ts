// A registered function (seed, registration style 2) seen through the Tool protocol, so every later stage
// handles one shape. Its schema is fixed: one required `input` string and nothing else, exactly as the seed
// publishes it, so the UI can contrast it with a tool object's real schema.
import type { ObjectSchema } from '../protocol/json-schema';
import type { Tool } from '../protocol/tool';
import type { ToolOutput } from '../protocol/tool-result';
import { toolSuccess } from '../protocol/tool-result';

export type RegisteredFunction = (input: string) => string | Promise<string>;

export interface FunctionRegistration {
  readonly name: string;
  readonly description: string;
  readonly fn: RegisteredFunction;
}

export const FUNCTION_PARAMETERS: ObjectSchema = Object.freeze({
  type: 'object',
  properties: { input: { type: 'string', description: 'raw input string' } },
  required: ['input'],
  additionalProperties: false,
}) as ObjectSchema;

export function functionAsTool(registration: FunctionRegistration): Tool {
  const { name, description, fn } = registration;
  return {
    name,
    description,
    parameters: FUNCTION_PARAMETERS,
    lockUse: 'none',
    // A function's side effects are unknown, so it never shares a batch.
    isConcurrencySafe: () => false,
    async run(input): Promise<ToolOutput> {
      const output = await fn(typeof input.input === 'string' ? input.input : '');
      return toolSuccess(typeof output === 'string' ? output : String(output));
    },
  };
}
