// One entry of the Chat Completions `tools` array.
import type { JsonSchema } from './json-schema';

export interface OpenAITool {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: JsonSchema;
    /** Present (true) only in strict mode. */
    readonly strict?: boolean;
  };
}
