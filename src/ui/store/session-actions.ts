// The session actions the components call (state/session-actions/), bound once by ui/app/compose to the
// browser's storage, address and runtime. A component calls `sessionActions().drive('step')` from a handler
// or an effect, never while rendering.
import type { SessionActions } from '../../state/session-actions/session-actions';

let provided: SessionActions | null = null;

export function provideSessionActions(actions: SessionActions): void {
  provided = actions;
}

export function sessionActions(): SessionActions {
  if (!provided)
    throw new Error('ToolScope: the session actions are not wired (ui/app/compose provides them)');
  return provided;
}
