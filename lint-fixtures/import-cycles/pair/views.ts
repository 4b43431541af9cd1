// Fixture: closes the events ⇄ views pair.
import type { Event } from './events';

export interface View {
  readonly last: Event | null;
}
