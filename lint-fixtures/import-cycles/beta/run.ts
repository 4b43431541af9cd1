// Fixture: closes the alpha ⇄ beta cycle.
import type { Plan } from '../alpha/plan';

export interface Run {
  readonly plan: Plan | null;
}
