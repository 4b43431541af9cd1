// When a release to a point (`releaseTo`) has stopped going on by itself: nothing more is released until
// someone acts. The worker holds such a release's trace until the status that says so, and the page holds
// what it receives of it until then too (trace-batching-port.ts, ui/app/compose/release-hold.ts).
import type { RuntimeStatus } from './runtime-messages';

export function releaseStopped(status: RuntimeStatus): boolean {
  return (
    status.paused || // the point reached, or a command (pause, step) stopped it short
    status.phase !== 'running' || // the run ended (everything released), or nothing is loaded
    status.waiting !== null || // a question or a human turn waits for a person
    status.failure !== null ||
    status.asking !== null // a live request in flight: its answer takes as long as the endpoint likes
  );
}
