// Fixture: a root file and a folder that import each other: a cycle through one root file, which the check
// must report like a cycle between two folders.
import type { Step } from './delta/step';

export interface Loop {
  readonly steps: readonly Step[];
}
