// The one entry point the runtime calls per model turn (filled in below the contract).
import type { EngineDeps, TurnInput, TurnOutcome } from './turn-types';

export async function executeTurn(_turn: TurnInput, _deps: EngineDeps): Promise<TurnOutcome> {
  await Promise.resolve();
  throw new Error('executeTurn: not implemented yet');
}
