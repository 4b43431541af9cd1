// The session actions the components call (state/session-actions/), bound by ui/app/compose to this app's
// browser storage, address and runtime. A component takes them while rendering and calls them from a
// handler or an effect: `const actions = useSessionActions(); ... onClick={() => actions.drive('step')}`.
import type { SessionActions } from '../../state/session-actions/session-actions';
import { useAppServices } from './app-services';

export function useSessionActions(): SessionActions {
  return useAppServices().actions;
}
