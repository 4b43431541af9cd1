// An empty successful result (no text, no data) would leave the model guessing whether anything happened.
import type { ToolOutput } from '../protocol/tool-result';

export function isEmptyOutput(output: ToolOutput): boolean {
  return output.status !== 'error' && output.text.trim() === '' && Object.keys(output.data).length === 0;
}

export function emptyResultText(toolName: string): string {
  return `${toolName} completed with no output.`;
}
