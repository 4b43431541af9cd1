// What every stage of one turn shares: the dependencies, the step, and a helper to append events.
import type { EngineDeps } from './turn-types';

export interface TurnContext {
  readonly deps: EngineDeps;
  readonly step: number;
  readonly cwd: string;
  readonly insideSubagent: boolean;
}

export function createTurnContext(deps: EngineDeps, step: number): TurnContext {
  return { deps, step, cwd: deps.cwd ?? '/workspace', insideSubagent: deps.insideSubagent ?? false };
}
