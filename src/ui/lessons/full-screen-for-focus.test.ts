import { describe, expect, it } from 'vitest';
import { fullScreenForFocus } from './full-screen-for-focus';
import type { InspectorFocus } from '../../state/layout-slice';

const stage: InspectorFocus = { tab: 'batches', key: null, stage: 'batches' };
const call: InspectorFocus = { tab: 'gates', key: 'call:call_1_2', stage: 'run' };
const row: InspectorFocus = { tab: 'breakers', key: 'tool:Read', stage: null };

describe('the full-screen region after "Show me"', () => {
  it('stays none when none is full screen', () => {
    expect(fullScreenForFocus(null, stage)).toBeNull();
  });

  it('keeps a full-screen region that shows the focus', () => {
    expect(fullScreenForFocus('inspector', stage)).toBe('inspector');
    expect(fullScreenForFocus('inspector', row)).toBe('inspector');
    expect(fullScreenForFocus('pipeline', stage)).toBe('pipeline');
    expect(fullScreenForFocus('pipeline', call)).toBe('pipeline');
  });

  it('moves full screen to the region that shows it when the one full screen does not', () => {
    expect(fullScreenForFocus('pipeline', row)).toBe('inspector');
    expect(fullScreenForFocus('conversation', stage)).toBe('pipeline');
    expect(fullScreenForFocus('guide', stage)).toBe('pipeline');
    expect(fullScreenForFocus('guide', call)).toBe('inspector');
    expect(fullScreenForFocus('workspace', row)).toBe('inspector');
  });
});
