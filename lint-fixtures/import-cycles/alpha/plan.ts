// Fixture for src/common/layer-folders.test.ts: alpha/ and beta/ import each other (one import is
// type-only, as executor/ and orchestrator/ once did), which the cycle check must report.
import type { Run } from '../beta/run';

export interface Plan {
  readonly runs: readonly Run[];
}
