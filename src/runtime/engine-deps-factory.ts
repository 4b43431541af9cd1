// The engine's state that lives as long as the session (breakers, read cache, grants, faults, call ids) and
// the EngineDeps made from it for each step: the step's settings, the permission desk's question, the run's
// signal, the workspace for spilled results, and the Task tool's subagent capability.
import {
  CounterIdSource,
  createEngineState,
  resolveSettings,
  type EngineDeps,
  type EventLog,
  type FaultInjector,
  type Registry,
  type VirtualClock,
} from '../engine';
import type { Workspace } from '../vfs/workspace';
import type { LoopContext } from './loop/loop-context';
import type { PermissionDesk } from './permissions/permission-desk';
import type { RunState } from './run-state';
import { createSubagentCapability, type SubagentRegistries } from './subagent/subagent-capability';
import { runSettingOf } from './spec/run-settings';
import type { ChangeAttribution } from './workspace-events';

export interface EngineDepsSources {
  readonly registry: Registry;
  readonly subagentRegistries: SubagentRegistries;
  readonly state: RunState;
  readonly log: EventLog;
  readonly clock: VirtualClock;
  readonly workspace: Workspace;
  readonly attribution: ChangeAttribution;
  /** The desk of the run going (a run after a Stop gets a fresh one). */
  readonly desk: () => PermissionDesk;
}

export class EngineDepsFactory {
  /** The engine's stores, made as the engine's tests make theirs (engine/testing/engine-harness.ts). */
  private readonly stores = createEngineState();
  private readonly ids = new CounterIdSource();

  constructor(private readonly sources: EngineDepsSources) {}

  /** Where the session's armed faults are kept (an input arms one between steps). */
  get faults(): FaultInjector {
    return this.stores.faults;
  }

  /** The dependencies of the main agent's current step (the settings may have changed since the last). */
  forStep(context: LoopContext): EngineDeps {
    const { state, workspace, attribution } = this.sources;
    return {
      registry: this.sources.registry,
      settings: resolveSettings(state.settings.engine),
      askPermission: this.sources.desk().ask,
      ...this.stores,
      clock: this.sources.clock,
      ids: this.ids,
      sink: this.sources.log,
      spill: {
        write: (path, content) =>
          attribution.during('spill', async () => {
            await workspace.writeFile(path, content, { createParents: true });
          }),
      },
      // Persist after every batch (issue 4), not only at the end of the turn: a tab closed mid-turn keeps
      // what the finished batches wrote.
      afterBatch: () => workspace.flush(),
      signal: state.controller.signal,
      cwd: '/workspace',
      insideSubagent: false,
      subagent: createSubagentCapability({
        parent: context,
        depth: 1,
        registries: this.sources.subagentRegistries,
        maxSteps: () => state.settings.subagentMaxSteps,
        maxDepth: () => runSettingOf(state.settings, 'subagentMaxDepth'),
      }),
    };
  }
}
