// "Be the model": while the runtime waits for a human turn, the form that composes it. The form and its
// schema-driven fields are a chunk of their own, loaded when a turn is first asked for (issue 37: the first
// screen's JavaScript; most sessions never ask one), with the lazy parts' loading line meanwhile.
import { lazyPart } from '../common/lazy-part';
import { useAppStore } from '../store/use-app-store';

const HumanTurnComposer = lazyPart(
  'humanTurn',
  () => import('./HumanTurnComposer').then((m) => m.HumanTurnComposer),
  () => import('../i18n/parts/schema-forms').then((m) => [m.schemaFormWords]),
);

export function HumanTurnForm() {
  const waiting = useAppStore((s) => s.runtimeStatus?.waiting ?? null);
  if (waiting?.kind !== 'human-turn') return null;
  // Keyed by the conversation length: a new request starts a fresh form.
  return (
    <HumanTurnComposer
      key={waiting.request.messages.length}
      tools={waiting.request.tools}
      turnNumber={waiting.request.messages.length}
      workerProblems={waiting.problems}
    />
  );
}
