// `npm run replay -- --all` checks exactly the expectations the page pins: a folder of documents written by
// session/expectations.ts (what the page's save writes, state/session-actions/expectation-actions.test.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Breakpoint } from '../runtime/stepping/breakpoint';
import { sessionFileText } from '../session/export/session-file';
import { withExpectations } from '../session/expectations';
import { lessonById } from '../session/lessons/lesson-catalog';
import { replayMain } from './replay';

const lesson = lessonById('optimistic-lock')!.document;
const conflict: Breakpoint = { kind: 'gate-verdict', verdict: 'CONFLICT' };
const edits: Breakpoint = { kind: 'tool', toolName: 'Edit' };
const greps: Breakpoint = { kind: 'tool', toolName: 'Grep' };

async function replayFolderOf(pinned: readonly Breakpoint[]) {
  const folder = mkdtempSync(join(tmpdir(), 'expect-this-'));
  writeFileSync(join(folder, 'lesson.session.json'), sessionFileText(withExpectations(lesson, pinned)));
  const out: string[] = [];
  const code = await replayMain(['--all', folder], { out: (l) => out.push(l), err: () => undefined });
  const line = JSON.parse(out[0]!) as { expect: { condition: string; matched: boolean }[] };
  return { code, expectations: line.expect.map(({ condition, matched }) => ({ condition, matched })) };
}

describe('npm run replay -- --all over documents with pinned expectations', () => {
  it('passes when the recording meets every one', async () => {
    expect(await replayFolderOf([conflict, edits])).toEqual({
      code: 0,
      expectations: [
        { condition: 'CONFLICT', matched: true },
        { condition: 'tool:Edit', matched: true },
      ],
    });
  });

  it('fails (exit 7) when one is never met', async () => {
    expect(await replayFolderOf([greps])).toEqual({
      code: 7,
      expectations: [{ condition: 'tool:Grep', matched: false }],
    });
  });
});
