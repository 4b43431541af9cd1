// Fixture: two files of one folder that import each other's types only (as trace-events.ts and
// runtime-events.ts once did); no folder cycle, but a file cycle the check must report.
import type { View } from './views';

export interface Event {
  readonly view: View;
}
