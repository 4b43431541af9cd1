// One app's parts, made when the app starts (never when a module loads): its store, the session actions
// bound to it, and empty slots for the ports that connect-workers (or the embedded player, when it first
// needs the runtime) fills. The playground and the embedded player are each composed here; a second app in
// the same page gets parts of its own and shares nothing with the first (decision 0504, two-apps.test.tsx).
import type { SessionActions } from '../../../state/session-actions/session-actions';
import type { AppStore } from '../../../state/store';
import type { RunTracer } from '../../ports/run-tracer-port';
import type { SchemaChecker } from '../../ports/schema-check-port';
import type { McpServerLister } from '../../ports/mcp-server-port';
import type { TraceFileReader } from '../../ports/trace-file-port';
import type { AppServices } from '../../store/app-services';
import { createAppUpdateState } from '../../store/app-update-state';
import { createLessonEditorStore } from '../../store/lesson-editor-store';
import { createTokenCounts, type TokenCountService } from '../../store/token-counts';
import { portSlot, type PortSlot } from '../../ports/port-slot';
import { createTerminalServices } from '../../store/terminal-services';
import type { RuntimeMail } from './tree-imports';

/** An app: the services its components read (through AppServicesProvider), and what only compose wires. */
export interface ComposedApp {
  readonly services: AppServices;
  /** Where tree imports post to the runtime worker on screen (connect-workers fills it). */
  readonly runtimeMail: PortSlot<RuntimeMail>;
}

/** What the session actions are bound to besides the store: parts of the same app. */
export interface ActionParts {
  readonly tokenCounts: TokenCountService;
  readonly runtimeMail: PortSlot<RuntimeMail>;
}

export function composeApp(
  store: AppStore,
  bindActions: (store: AppStore, parts: ActionParts) => SessionActions,
): ComposedApp {
  const tokenCounts = createTokenCounts();
  const runtimeMail = portSlot<RuntimeMail>();
  return {
    services: {
      store,
      actions: bindActions(store, { tokenCounts, runtimeMail }),
      terminal: createTerminalServices(),
      tokenCounts,
      runTracer: portSlot<RunTracer>(),
      traceFiles: portSlot<TraceFileReader>(),
      schemaChecks: portSlot<SchemaChecker>(),
      mcpServers: portSlot<McpServerLister>(),
      lessonEditor: createLessonEditorStore(),
      appUpdate: createAppUpdateState(),
    },
    runtimeMail,
  };
}
