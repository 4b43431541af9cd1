// "Fork from step N under these changes" (issue 38): the session on screen, as the runtime holds it (every
// answer recorded so far), is planned into a fork by the replay engine (session/fork/fork-with-changes.ts)
// at the main step being viewed, and the fork opens as a new library entry beside its source, paused at its
// start, so the compare view can put the two side by side. The source is not touched.
import { forkWithChanges, type ForkChanges } from '../../session/fork/fork-with-changes';
import { documentOf } from '../../session/session-document';
import { stepAtCursor } from '../session-edit/reload-plan';
import type { SessionActionDeps } from './deps';
import { openDocument } from './open-document';

export type ForkOutcome =
  | { readonly kind: 'forked'; readonly step: number }
  | { readonly kind: 'no-session' }
  | { readonly kind: 'refused'; readonly reason: string };

export async function forkAtViewedStep(deps: SessionActionDeps, changes: ForkChanges): Promise<ForkOutcome> {
  const state = deps.store.getState();
  const session = state.currentSession;
  const spec = await deps.runtime()?.exportSpec();
  if (!spec || !session) return { kind: 'no-session' };
  const step = stepAtCursor(state.events, state.cursorSeq);
  if (step === null) return { kind: 'refused', reason: deps.text.t('fork.refused.no-step') };
  const source = {
    title: session.document.title,
    ...(state.activeSessionId === null ? {} : { entry: state.activeSessionId }),
  };
  const plan = forkWithChanges(spec, state.events, step, changes, source);
  if (!plan.ok) return { kind: 'refused', reason: deps.text.t(`fork.refused.${plan.refusal}`, { step }) };
  const title = deps.text.t('fork.title', { title: session.document.title, step });
  const opened = await openDocument(deps, {
    document: documentOf(plan.spec, title),
    saveAs: 'new',
    step: null,
  });
  return opened.ok ? { kind: 'forked', step } : { kind: 'refused', reason: opened.reason };
}
