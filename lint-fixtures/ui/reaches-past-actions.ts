// ui/ acts through the session actions: the runtime port, the store instance and getState() must fail lint.
import type { RuntimePort } from '../../src/state/runtime-slice';
import { appStore } from '../../src/state/app-store';
import type { AppState } from '../../src/state/store';

export function step(state: AppState, port: RuntimePort): void {
  void appStore.getState().setPlaying(false);
  void port.control('step');
  void state.runtimePort?.control('step');
}
