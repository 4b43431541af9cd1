// ui/ acts through the session actions: the runtime port, making a store and getState() must fail lint.
import type { RuntimePort } from '../../src/state/runtime-slice';
import { createAppStore } from '../../src/state/store';
import type { AppState } from '../../src/state/store';

export function step(state: AppState, port: RuntimePort): void {
  void createAppStore('en').getState().setPlaying(false);
  void port.control('step');
  void state.runtimePort?.control('step');
}
