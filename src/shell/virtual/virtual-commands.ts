// Commands that make a call reproducible: `date` and `$SECONDS` read the virtual clock, `$RANDOM` the seeded
// generator (so do mktemp's names), and `sleep` advances virtual time instead of waiting. The state probe
// captures cwd and exports.
import { defineCommand, type CustomCommand } from 'just-bash';
import { BASE_SHELL_ENV } from './base-env';
import { createMktempCommand } from './mktemp-command';
import { RANDOM_COMMAND, SECONDS_COMMAND, STATE_COMMAND } from './script-rewrite';

/** The mutable facts of the call in progress, read by the commands below. */
export interface VirtualRunState {
  clockMs: number;
  sleptMs: number;
  random: () => number;
  captured: { cwd: string; exported: Record<string, string> } | null;
}

const ok = (stdout: string) => ({ stdout, stderr: '', exitCode: 0 });
const RELATIVE_DAYS: Record<string, number> = { now: 0, today: 0, yesterday: -1, tomorrow: 1 };
/** Variables the shell sets itself: not carried from call to call. */
const SHELL_OWNED = new Set(['PWD', 'OLDPWD', 'SHLVL', '_', 'HOME', 'PATH']);

export function virtualCommands(state: () => VirtualRunState): CustomCommand[] {
  const nowSeconds = () => Math.floor((state().clockMs + state().sleptMs) / 1000);
  return [
    defineCommand(RANDOM_COMMAND, () => Promise.resolve(ok(`${Math.floor(state().random() * 32768)}\n`))),
    defineCommand(SECONDS_COMMAND, () => Promise.resolve(ok(`${Math.floor(state().sleptMs / 1000)}\n`))),
    defineCommand(STATE_COMMAND, (args, ctx) => {
      const exported: Record<string, string> = {};
      for (const [name, value] of Object.entries(ctx.exportedEnv ?? {}))
        if (!SHELL_OWNED.has(name) && BASE_SHELL_ENV[name] !== value) exported[name] = value;
      state().captured = { cwd: ctx.cwd, exported };
      return Promise.resolve({ stdout: '', stderr: '', exitCode: Number(args[0] ?? 0) || 0 });
    }),
    createMktempCommand(() => state().random()),
    defineCommand('date', async (args, ctx) => {
      const original = ctx.origCommand;
      if (!original) return { stdout: '', stderr: 'date: unavailable\n', exitCode: 1 };
      const dateFlag = args.findIndex((a) => a === '-d' || a === '--date' || a.startsWith('--date='));
      if (args.some((a) => a === '-r' || a.startsWith('--reference'))) return original(args);
      if (dateFlag === -1) return original(['-d', `@${nowSeconds()}`, ...args]);
      const given = args[dateFlag]!.startsWith('--date=') ? args[dateFlag]!.slice(7) : args[dateFlag + 1];
      const days = given === undefined ? undefined : RELATIVE_DAYS[given.trim().toLowerCase()];
      if (days === undefined) return original(args);
      const rest = args.filter(
        (_, i) => i !== dateFlag && (args[dateFlag]!.startsWith('--date=') || i !== dateFlag + 1),
      );
      return original(['-d', `@${nowSeconds() + days * 86_400}`, ...rest]);
    }),
  ];
}
