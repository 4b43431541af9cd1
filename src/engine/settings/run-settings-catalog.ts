// A run's settings, once: the loop's own (system prompt, steps, tool choice), then the engine's knobs and
// the Bash tool's limits as groups (decision 0108). The runtime's RunSettings, the trace's
// RecordedRunSettings, the session schema's `definitions.runSettings`, the trace-file shape and the Settings
// form are all read from here. A new top-level setting leaves `recorded` out: run-start then records it only
// where a session sets it, and every earlier trace keeps its bytes.
import {
  choiceOrFunctionSetting,
  flagSetting,
  integerSetting,
  settingGroup,
  textSetting,
} from '../../common/settings-catalog/define-setting';
import { ENGINE_SETTINGS_CATALOG, TOOL_NAME_PATTERN } from './engine-settings-catalog';
import { RESPONSE_LIMITS_CATALOG } from './response-limits-catalog';
import { SHELL_LIMITS_CATALOG } from './shell-limits-catalog';

export const DEFAULT_SYSTEM_PROMPT =
  'You are a code agent working in the repository at /workspace. Use the tools to inspect and change files; ' +
  'read a file before editing it. When the task is done, answer without calling tools.';

export const RUN_SETTINGS_CATALOG = settingGroup({
  description:
    'The run settings this session sets (a settings-change input carries the same shape); anything left out keeps its default.',
  fields: {
    systemPrompt: textSetting({
      description: 'The system message of every model request of the run.',
      default: DEFAULT_SYSTEM_PROMPT,
      maxLength: 100_000,
      recorded: 'always',
      box: true,
      form: { section: 'model', label: 'settings.systemPrompt' },
    }),
    maxSteps: integerSetting({
      description: 'The loop ends after this many ReAct steps even if the model keeps calling tools.',
      default: 50,
      min: 1,
      max: 1_000,
      recorded: 'always',
      form: { section: 'model', label: 'settings.maxSteps' },
    }),
    toolChoice: choiceOrFunctionSetting({
      description: 'tool_choice of every model request: a mode, or one function the model must call.',
      values: ['auto', 'none', 'required'],
      default: 'auto',
      namePattern: TOOL_NAME_PATTERN,
      recorded: 'always',
      form: { section: 'model', label: 'settings.toolChoice' },
    }),
    parallelToolCalls: flagSetting({
      description: 'parallel_tool_calls of every model request.',
      default: true,
      recorded: 'always',
      form: { section: 'model', label: 'settings.parallelToolCalls' },
    }),
    subagentMaxSteps: integerSetting({
      description: "Step limit of a Task subagent's nested loop.",
      default: 12,
      min: 1,
      max: 100,
      recorded: 'main-run',
      form: { section: 'model', label: 'settings.subagentMaxSteps' },
    }),
    subagentMaxDepth: integerSetting({
      description:
        'How deep Task subagents may nest: at 1 a subagent cannot start another (it is not offered Task); at 2 it may, and that one cannot; and so on.',
      default: 1,
      min: 1,
      max: 3,
      form: { section: 'model', label: 'settings.subagentMaxDepth' },
    }),
    responseLimits: RESPONSE_LIMITS_CATALOG,
    engine: ENGINE_SETTINGS_CATALOG,
    shellLimits: SHELL_LIMITS_CATALOG,
  },
});
