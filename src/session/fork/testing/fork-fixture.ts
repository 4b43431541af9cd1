// A small recorded session to fork in tests, and a way to run a spec to its end in Node: four steps (read
// a.txt, read b.txt, write c.txt, answer), with writes allowed so nothing waits for a person.
import type { TraceEvent } from '../../../engine/trace/trace-events';
import { createInProcessRuntime } from '../../../runtime/host/node-runtime';
import type { PartialRunSettings } from '../../../runtime/spec/run-settings';
import type { RunSpec } from '../../../runtime/spec/run-spec';
import { scriptedSpec } from '../../../runtime/testing/spec-builders';

const readA = { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] };
const readB = { toolCalls: [{ name: 'Read', arguments: { path: 'b.txt' } }] };
const writeC = { toolCalls: [{ name: 'Write', arguments: { path: 'c.txt', content: 'c\n' } }] };

export function forkSourceSpec(): RunSpec {
  return scriptedSpec([readA, readB, writeC, { content: 'done' }], {
    files: { 'a.txt': 'a\n', 'b.txt': 'b\n' },
    settings: { engine: { permissions: { rules: { allow: ['Write'] } } } },
  });
}

/** The settings change of a deny rule. */
export function denyRule(rule: string): { readonly settings: PartialRunSettings } {
  return { settings: { engine: { permissions: { rules: { deny: [rule] } } } } };
}

export async function runToEnd(spec: RunSpec, mode: 'live' | 'continue' | 'replay') {
  const created = await createInProcessRuntime(spec, { mode, askPolicy: { kind: 'fail' } });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  const events: readonly TraceEvent[] = created.runtime.log.events;
  return { run: report.runs.at(-1)!, spec: created.runtime.exportSpec(), events };
}
