// Where a fork came from and what it changed (issue 38): the run's record of its own making, kept in the
// spec so every export and autosave carries it, and read by the runtime only to replay the fork's recorded
// answers by fit rather than strictly (providers/provider-for-spec.ts, decision 0710).
import type { PartialRunSettings } from './run-settings';

/** Tools by name: what the fork's tool set added, removed, or kept with another definition. */
export interface ToolSetChange {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly edited: readonly string[];
}

export interface ForkOrigin {
  /** The session it was forked from: its title, its trace hash, and its library entry when it has one. */
  readonly source: { readonly title: string; readonly traceHash: string; readonly entry?: string };
  /** The main-agent step from which the changes hold; the answers before it are the source's. */
  readonly step: number;
  /** The settings changed at that step (permission rules included), as the settings-change input sets them. */
  readonly settings?: PartialRunSettings;
  /** The tool set's changes; a tool set holds for the whole run (decision 0710). */
  readonly tools?: ToolSetChange;
}
