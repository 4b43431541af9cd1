// The MCP client checks a tool's structuredContent against the tool's outputSchema. The SDK would do it with
// its own ajv, whose patterns run on the JavaScript regex engine (a server's pattern could hang the worker);
// this hands it the project's checker instead: the same ajv setup as tool arguments, patterns on RE2 (decision
// 0110), compiled only here in the runtime worker, never on the page (decision 0113).
import type {
  jsonSchemaValidator,
  JsonSchemaType,
  JsonSchemaValidator,
} from '@modelcontextprotocol/sdk/validation/types.js';
import { checkAgainstSchema } from '../../engine/validation/check-against-schema';

export class ProjectSchemaValidator implements jsonSchemaValidator {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    return (input: unknown) => {
      const checked = checkAgainstSchema(schema, [input]);
      if (!checked.compiles)
        return {
          valid: false,
          data: undefined,
          errorMessage: `the tool's outputSchema does not compile: ${checked.message}`,
        };
      const errors = checked.errors[0] ?? [];
      if (errors.length === 0) return { valid: true, data: input as T, errorMessage: undefined };
      const said = errors
        .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
        .join('; ');
      return { valid: false, data: undefined, errorMessage: said };
    };
  }
}
