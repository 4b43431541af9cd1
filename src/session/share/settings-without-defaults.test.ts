import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RUN_SETTINGS,
  DEFAULT_SYSTEM_PROMPT,
  resolveRunSettings,
} from '../../runtime/spec/run-settings';
import { settingsWithoutDefaults } from './settings-without-defaults';

describe('settings a link carries', () => {
  it('leaves out every top-level setting equal to its default, which resolves back the same', () => {
    const resolved = resolveRunSettings({ maxSteps: 7 });
    expect(settingsWithoutDefaults(resolved)).toEqual({ maxSteps: 7 });
    expect(resolveRunSettings(settingsWithoutDefaults(resolved))).toEqual(resolved);
    expect(settingsWithoutDefaults(DEFAULT_RUN_SETTINGS)).toEqual({});
  });

  it('keeps a changed system prompt and what a session set inside engine and shellLimits', () => {
    const settings = {
      ...DEFAULT_RUN_SETTINGS,
      systemPrompt: `${DEFAULT_SYSTEM_PROMPT} Be brief.`,
      engine: { maxConcurrency: 10 },
      shellLimits: { maxOutputBytes: 1000 },
    };
    const kept = settingsWithoutDefaults(settings);
    expect(kept).toEqual({
      systemPrompt: settings.systemPrompt,
      engine: settings.engine,
      shellLimits: settings.shellLimits,
    });
    expect(resolveRunSettings(kept)).toEqual(resolveRunSettings(settings));
  });
});
