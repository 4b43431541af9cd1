// Turns a declarative user-defined tool or function into what the registry takes. The result comes from the
// declaration (canned results in order, or a template over the arguments); nothing is evaluated as code.
import {
  FUNCTION_PARAMETERS,
  toolError,
  type FunctionRegistration,
  type ObjectSchema,
  type Tool,
  type ToolOutput,
} from '../../engine';
import type { CannedResult, UserToolResultSpec, UserToolSpec } from '../spec/user-tool-spec';
import { renderTemplate } from './render-template';
import { assertNever } from '../../common/assert-never';

const EMPTY_PARAMETERS: ObjectSchema = { type: 'object', properties: {}, additionalProperties: false };

export function userDefinedTool(spec: UserToolSpec): Tool {
  const answer = answerer(spec.result);
  return {
    name: spec.name,
    description: spec.description,
    parameters: spec.parameters ?? EMPTY_PARAMETERS,
    lockUse: 'none',
    isConcurrencySafe: () => spec.concurrencySafe,
    run: (input) => Promise.resolve(answer(input)),
  };
}

/**
 * A function's adapter only passes text back, like the seed's registered functions. A canned `error` result
 * is raised, so the executor reports it the way it reports any function that fails.
 */
export function userDefinedFunction(spec: UserToolSpec): FunctionRegistration {
  const answer = answerer(spec.result);
  return {
    name: spec.name,
    description: spec.description,
    fn: (input: string) => {
      const output = answer({ input });
      if (output.status === 'error') throw new Error(output.text);
      return output.text;
    },
  };
}

export { FUNCTION_PARAMETERS };

function answerer(result: UserToolResultSpec): (args: Readonly<Record<string, unknown>>) => ToolOutput {
  switch (result.type) {
    case 'template':
      return (args) => ({ status: 'success', text: renderTemplate(result.template, args), data: {} });
    case 'canned': {
      let calls = 0;
      return () => {
        const canned = result.results[Math.min(calls, result.results.length - 1)];
        calls += 1;
        return canned ? fromCanned(canned) : toolError('INTERNAL_ERROR', 'This tool has no canned results.');
      };
    }
    default: {
      return assertNever(result);
    }
  }
}

function fromCanned(canned: CannedResult): ToolOutput {
  if (canned.status === 'error') {
    return toolError(canned.errorCode ?? 'EXECUTION_ERROR', canned.text, { ...canned.data });
  }
  return { status: canned.status, text: canned.text, data: { ...canned.data } };
}
