// The terminal's shell runs over the real workspace but must not apply its changes itself: the runtime
// applies them as a recorded input (attributed to the terminal, replayable). This view passes every read
// through and hands the command's changeset to the caller instead of applying it.
import type { Changeset, ChangesetResult, Workspace } from '../../vfs';

export interface CapturingWorkspace {
  readonly workspace: Workspace;
  /** The changeset of the command that just ended (null when it changed nothing), and forgets it. */
  take(): Changeset | null;
}

export function captureChangesets(real: Workspace): CapturingWorkspace {
  let captured: Changeset | null = null;
  const applyChangeset = (changeset: Changeset): Promise<ChangesetResult> => {
    captured = changeset;
    return Promise.resolve({ ok: true, changes: [] });
  };
  const workspace = new Proxy(real, {
    get(target, property, receiver) {
      if (property === 'applyChangeset') return applyChangeset;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    workspace,
    take() {
      const taken = captured;
      captured = null;
      return taken && taken.entries.length > 0 ? taken : null;
    },
  };
}
