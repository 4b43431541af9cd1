// The engine's mutable stores for one session, created together. They hold only what past calls recorded
// (breaker outcomes, Read locks, armed faults, "approve always" grants); a replay rebuilds them from inputs.
import { BreakerStore } from './circuit-breaker';
import { FaultInjector } from './fault-injection';
import { PermissionGrants } from './permission-grants';
import { ReadCache } from './read-cache';

export interface EngineState {
  readonly breakers: BreakerStore;
  readonly readCache: ReadCache;
  readonly faults: FaultInjector;
  readonly grants: PermissionGrants;
}

export function createEngineState(): EngineState {
  return {
    breakers: new BreakerStore(),
    readCache: new ReadCache(),
    faults: new FaultInjector(),
    grants: new PermissionGrants(),
  };
}
