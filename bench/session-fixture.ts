// A long kept session for `session.reload-to-ready-ms` (issue 13): 200 steps over a 2,000-file workspace, the
// same on every machine (no randomness, no clock). Each step reads one file of the workspace and writes a
// note, so the tree changes at every step; a last step answers. The document says it stood at the end of
// step 200 (`openAt`), so it opens there paused, with Run enabled (the final answer still to come).
import { pointAtStepEnd } from '../src/engine/trace/trace-point';
import { createInProcessRuntime } from '../src/runtime/host/node-runtime';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { documentOf, type SessionDocument } from '../src/session/session-document';

export const SESSION_STEPS = 200;
export const SESSION_FILES = 2_000;

function workspaceFiles(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++)
    files[`pkg${i % 20}/mod${Math.floor(i / 20) % 10}/file-${i}.ts`] = `export const v${i} = ${i};\n`.repeat(
      8,
    );
  return files;
}

export async function longSessionDocument(): Promise<SessionDocument> {
  const turns = Array.from({ length: SESSION_STEPS }, (_, i) => ({
    content: `Step ${i + 1}: read one file, write a note.`,
    toolCalls: [
      { name: 'Read', arguments: { path: `pkg${i % 20}/mod${Math.floor(i / 20) % 10}/file-${i}.ts` } },
      {
        name: 'Write',
        arguments: { path: `notes/step-${i + 1}.md`, content: `Step ${i + 1} read file-${i}.\n` },
      },
    ],
  }));
  const spec = scriptedSpec([...turns, { content: 'All steps done.' }], {
    files: workspaceFiles(SESSION_FILES),
    tools: ['Read', 'Write'],
    settings: { maxSteps: SESSION_STEPS + 2 },
    messages: ['Read each file in turn and note it.'],
  });
  const created = await createInProcessRuntime(spec, { mode: 'replay' });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  const point = pointAtStepEnd(created.runtime.log.events, SESSION_STEPS);
  created.dispose();
  if (point === null) throw new Error(`the session has no step ${SESSION_STEPS}`);
  return { ...documentOf(spec, 'Two hundred steps'), openAt: { point, step: SESSION_STEPS } };
}
