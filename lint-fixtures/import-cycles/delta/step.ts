// Fixture: closes the loop.ts ⇄ delta cycle.
import type { Loop } from '../loop';

export interface Step {
  readonly loop: Loop | null;
}
