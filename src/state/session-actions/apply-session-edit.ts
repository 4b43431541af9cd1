// The one way an edit to the open session takes effect (a provider, a tool set, a script): export the
// session as it stands, plan the new spec from it (session-edit/reload-plan.ts), and reload the runtime with
// that plan. The Provider panel, the Tools tab and the Script tab each only say which plan. Like every edit
// it passes the edit gate (edit-gate.ts): refused in a tab that does not save the session, and "saved" waits
// for it.
import type { RunSpec } from '../runtime-slice';
import type { ReloadPlan } from '../session-edit/reload-plan';
import type { AppState } from '../store';
import { throughEditGate } from '../edit-gate';
import { syncBreakpoints } from './breakpoint-actions';
import type { SessionActionDeps } from './deps';

/** Plans the edit over the exported spec and the state as it was when the edit was asked for. */
export type PlanEdit = (spec: RunSpec, state: AppState) => ReloadPlan;

export type SessionEditOutcome =
  /** `exported`: the spec the edit was planned from; `forkStep`: where the new run forked (null: afresh). */
  | { readonly kind: 'applied'; readonly exported: RunSpec; readonly forkStep: number | null }
  /** No session is open in the runtime (or there is no runtime yet). */
  | { readonly kind: 'no-session' }
  /** The plan or the runtime refused the edit; the reason is shown in place. */
  | { readonly kind: 'refused'; readonly reason: string };

export function applySessionEdit(deps: SessionActionDeps, planEdit: PlanEdit): Promise<SessionEditOutcome> {
  return throughEditGate(
    deps.store,
    () => deps.text.t('library.refusedElsewhere'),
    () => reloadEdited(deps, planEdit),
    (reason): SessionEditOutcome => ({ kind: 'refused', reason }),
  );
}

async function reloadEdited(deps: SessionActionDeps, planEdit: PlanEdit): Promise<SessionEditOutcome> {
  const state = deps.store.getState();
  const spec = await deps.runtime()?.exportSpec();
  if (!spec) return { kind: 'no-session' };
  const plan = planEdit(spec, state);
  const loaded = await state.reloadSession(plan);
  if (!loaded.ok) return { kind: 'refused', reason: loaded.reason };
  await syncBreakpoints(deps); // a reload starts a fresh runtime, which holds none
  return { kind: 'applied', exported: spec, forkStep: plan.ok ? plan.forkStep : null };
}
