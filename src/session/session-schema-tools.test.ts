import { describe, expect, it } from 'vitest';
import sessionSchema from '../../schema/session.schema.json';
import { BUILTIN_TOOL_NAMES } from '../runtime/spec/user-tool-spec';
import { withToolDefinitions } from './session-schema-tools';

describe('the session schema names the built-in tools from their records', () => {
  it('is what `npm run schema` writes: the committed file holds the generated enum and descriptions', () => {
    expect(withToolDefinitions(sessionSchema as Record<string, unknown>)).toEqual(sessionSchema);
  });

  it('enumerates every record, and each may be given a description', () => {
    const tools = sessionSchema.properties.tools.properties;
    expect(tools.builtin.items.enum).toEqual([...BUILTIN_TOOL_NAMES]);
    expect(Object.keys(tools.descriptions.properties)).toEqual([...BUILTIN_TOOL_NAMES]);
  });
});
