// The terminal's part of an app's services (app-services.tsx). The status bar's shell badge comes
// from a round trip to a shell worker of the page's own; it starts with the terminal, not with the page, so
// a first screen that never uses Bash never fetches the shell worker. The compose layer plugs in the
// runtime's terminal calls and the probe (ui/ may not start workers itself).
import { portSlot, type PortSlot } from '../ports/port-slot';
import type { TerminalPort } from '../ports/terminal-port';

export interface TerminalServices {
  /** The runtime worker's terminal calls, once compose connected it. */
  readonly port: PortSlot<TerminalPort>;
  /** Starts the page's shell worker and its round trip (plugged in by compose). */
  readonly shellProbe: PortSlot<() => void>;
  /** Whether the terminal was started in this app: it then stays, even when its region mounts again. */
  started(): boolean;
  /** Starts it; the shell probe runs once, the first time it is there to run. */
  start(): void;
}

export function createTerminalServices(): TerminalServices {
  const port = portSlot<TerminalPort>();
  const shellProbe = portSlot<() => void>();
  let started = false;
  let probed = false;
  return {
    port,
    shellProbe,
    started: () => started,
    start() {
      started = true;
      const probe = shellProbe.current();
      if (probed || !probe) return;
      probed = true;
      probe();
    },
  };
}
