// The budget's knobs, part of the engine settings (settings/ imports them from here: budget/ reads no
// other setting).
export interface BudgetSettings {
  /** Layer 1: a result whose serialized payload exceeds this (UTF-8 bytes) is cut and spilled. */
  readonly perToolMaxBytes: number;
  /** Layer 2: the turn's results together must fit in this (UTF-8 bytes). */
  readonly totalMaxBytes: number;
  /** How much of a cut result the model still sees. */
  readonly previewBytes: number;
  /** Workspace folder for spilled payloads. */
  readonly spillDir: string;
}
