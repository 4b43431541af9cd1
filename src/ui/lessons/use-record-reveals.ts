// The guide records each checkpoint it shows revealed, with the answer it read, in the learner's progress
// (state/lesson-progress-slice.ts): the gallery marks a lesson finished, with its score, from these. It
// records when what the guide reveals changes (a step run, a session opened at a point), not when the store
// does: after "Clear progress" the answers still on screen are not written straight back; the next reveal
// records them again.
import { useEffect } from 'react';
import type { DueCheckpoint } from '../../session/lessons/guide-state';
import { useAppStore } from '../store/use-app-store';

export function useRecordReveals(lessonKey: string | null, due: readonly DueCheckpoint[]): void {
  const recordReveals = useAppStore((s) => s.recordReveals);
  // A string, so the effect runs when the revealed answers change and not at every render of the guide.
  const shown = JSON.stringify(
    due.flatMap(({ checkpoint, reveal }) =>
      reveal.kind === 'revealed' ? [[checkpoint.id, reveal.answer] as const] : [],
    ),
  );
  useEffect(() => {
    const answers = JSON.parse(shown) as [string, string][];
    if (lessonKey === null || answers.length === 0) return;
    recordReveals(lessonKey, Object.fromEntries(answers));
  }, [lessonKey, shown, recordReveals]);
}
