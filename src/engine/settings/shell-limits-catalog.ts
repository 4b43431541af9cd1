// The Bash tool's limits as settings: default, range, unit and label, once (decision 0108). The shell
// enforces them (src/shell/limits.ts); they live here because the trace records what a session set of them
// and the engine's trace types import nothing outside the engine.
import { integerSetting, settingGroup } from '../../common/settings-catalog/define-setting';

export const SHELL_LIMITS_CATALOG = settingGroup({
  description: "The Bash tool's limits this session sets; a limit left out keeps its default.",
  definition: 'shellLimits',
  fields: {
    timeoutMs: integerSetting({
      description: 'Wall time one command may run, in ms. Past it: TIMEOUT with the output so far.',
      default: 10_000,
      min: 100,
      max: 600_000,
      form: { section: 'shell', label: 'settings.shell.timeoutMs', unit: 'ms' },
    }),
    maxCommandCount: integerSetting({
      description: 'Commands one call may execute, counting every loop pass and pipeline stage.',
      default: 100_000,
      min: 10,
      max: 10_000_000,
      form: { section: 'shell', label: 'settings.shell.maxCommandCount', unit: 'commands' },
    }),
    maxLoopIterations: integerSetting({
      description: 'Iterations of one loop (bash while/for/until, and awk, sed, jq loops).',
      default: 100_000,
      min: 10,
      max: 10_000_000,
      form: { section: 'shell', label: 'settings.shell.maxLoopIterations', unit: 'iterations' },
    }),
    maxOutputBytes: integerSetting({
      description: 'Bytes of stdout + stderr one call may produce.',
      default: 1024 * 1024,
      min: 1024,
      max: 64 * 1024 * 1024,
      form: { section: 'shell', label: 'settings.shell.maxOutputBytes', unit: 'bytes' },
    }),
  },
});
