// The Tools tab shows the form a tool's parameters give, as the human form will draw it, while they are being
// written: from the simple rows, or from the JSON Schema text as soon as it parses to an object. Nothing here
// checks the schema (validateToolDraft does, and the worker compiles it when saved): a schema the form cannot
// follow shows its JSON fields and their words.
import type { JsonSchema } from '../../engine/protocol/json-schema';
import { schemaOfRows, type ToolDraft } from './tool-definition';

export function previewSchemaOf(draft: ToolDraft): JsonSchema | null {
  if (draft.kind !== 'tool') return null;
  if (draft.parametersMode === 'form') return schemaOfRows(draft.parameterRows);
  try {
    const parsed: unknown = JSON.parse(draft.parametersText);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
