import { describe, expect, it } from 'vitest';
import { draftOf, valueOf } from '../human/field-values';
import { fieldOf } from '../human/schema-fields';
import { previewSchemaOf } from './parameters-preview';
import { EMPTY_TOOL_DRAFT, type ToolDraft } from './tool-definition';

const jsonDraft = (schema: unknown): ToolDraft => ({
  ...EMPTY_TOOL_DRAFT,
  parametersMode: 'json',
  parametersText: typeof schema === 'string' ? schema : JSON.stringify(schema),
});

describe('the Tools tab’s preview of the form', () => {
  it('gives a $ref / oneOf schema typed as JSON the same form the human form draws', () => {
    const schema = {
      type: 'object',
      properties: {
        target: {
          oneOf: [
            { title: 'A file', $ref: '#/$defs/file' },
            { title: 'A URL', type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
          ],
        },
      },
      required: ['target'],
      $defs: { file: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
    };
    const preview = previewSchemaOf(jsonDraft(schema));
    expect(preview).toEqual(schema);
    const field = fieldOf(preview!);
    expect(field.kind === 'object' && field.properties[0]!.field).toMatchObject({
      kind: 'variants',
      variants: [{ label: { by: 'title', title: 'A file' } }, { label: { by: 'title', title: 'A URL' } }],
    });
    const value = { target: { url: 'https://example.com' } };
    expect(valueOf(field, draftOf(field, value)).value).toEqual(value);
  });

  it('previews the simple rows, and nothing for text that is not a JSON object or for a function', () => {
    const rows: ToolDraft = {
      ...EMPTY_TOOL_DRAFT,
      parameterRows: [{ name: 'city', type: 'string', required: true, description: '' }],
    };
    expect(previewSchemaOf(rows)).toEqual({
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
    });
    for (const text of ['{ not json', '[1]', 'null', '"text"'])
      expect(previewSchemaOf(jsonDraft(text))).toBeNull();
    expect(previewSchemaOf({ ...rows, kind: 'function' })).toBeNull();
  });
});
