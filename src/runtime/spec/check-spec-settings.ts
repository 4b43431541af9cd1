// The runtime's own check of a spec's settings before it runs: the run settings and every settings change
// among the inputs, against the schemas the session document uses. A document that loaded has passed this
// already; a spec built or edited elsewhere (the page's tabs, a test, a live settings change) has not, and a
// setting the engine cannot work with must be refused at its path, not left to stall a run.
import { explainSchemaErrors } from '../../common/schema-problems';
// The schema of run-settings-schema.ts, compiled ahead of time (decision 0113).
import { validateRunSettings } from './generated/run-settings-validator';
import type { RecordedInput } from './recorded-input';

/** What is wrong with these (partial) run settings, each naming its path under `at`; empty when nothing. */
export function settingsProblems(settings: unknown, at: string): string[] {
  return validateRunSettings(settings) ? [] : explainSchemaErrors(validateRunSettings.errors ?? [], at);
}

export type SettingsCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** The spec's settings and each `settings-change` input's, at their paths in a session document. */
export function checkSpecSettings(spec: {
  readonly settings: unknown;
  readonly inputs: readonly RecordedInput[];
}): SettingsCheck {
  const problems = settingsProblems(spec.settings, '/settings');
  spec.inputs.forEach((input, index) => {
    if (input.type === 'settings-change')
      problems.push(...settingsProblems(input.settings, `/inputs/${index}/settings`));
  });
  return problems.length === 0 ? { ok: true } : { ok: false, reason: refusal(problems) };
}

export function refusal(problems: readonly string[]): string {
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return `The session's settings are invalid: ${problems[0]}${more}`;
}
