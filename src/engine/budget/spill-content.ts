// What a spill file holds: the full result in a form the model's own tools can page through. Not the JSON
// envelope (one line of escaped text, which Read and Grep cannot page): the result's text as the tool wrote
// it, so its lines are lines and Grep finds them at their own line numbers; then, under a heading line, an
// error message the text does not already say and the result's data as indented JSON. It always ends with a
// newline, so reading every line back gives the file to the byte.
import type { ToolResult } from '../protocol/tool-result';
import { safeJson } from '../result/serialize-result';

export const SPILL_ERROR_HEADING = '[error of this result]';
export const SPILL_DATA_HEADING = '[data of this result, as JSON]';

export function spillContent(result: ToolResult): string {
  const sections = [result.text];
  const message = result.errorMessage;
  if (result.status === 'error' && message !== undefined && message !== result.text) {
    sections.push(`${SPILL_ERROR_HEADING}\n${result.errorCode ?? 'EXECUTION_ERROR'}: ${message}`);
  }
  if (Object.keys(result.data).length > 0) {
    sections.push(`${SPILL_DATA_HEADING}\n${safeJson(result.data, 'data', 2)}`);
  }
  return sections.map(endWithNewline).join('\n');
}

/** Lines in a spill file (each ends with a newline). */
export function spillLineCount(content: string): number {
  let lines = 0;
  for (let i = content.indexOf('\n'); i !== -1; i = content.indexOf('\n', i + 1)) lines++;
  return lines;
}

function endWithNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
