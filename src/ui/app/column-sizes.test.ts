import { describe, expect, it } from 'vitest';
import { CONVERSATION_COLUMN, STAGE_COLUMN, WORKSPACE_COLUMN } from './column-sizes';

describe('the playground’s default column widths', () => {
  it('fill the page exactly, the workspace column widest for its editor', () => {
    const sizes = [WORKSPACE_COLUMN, CONVERSATION_COLUMN, STAGE_COLUMN].map((c) => Number(c.defaultSize));
    // react-resizable-panels rescales a default layout that does not add up to 100, moving every column.
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...sizes)).toBe(Number(WORKSPACE_COLUMN.defaultSize));
  });
});
