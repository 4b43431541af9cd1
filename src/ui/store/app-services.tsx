// An app's services — its store, its session actions and the ports the compose layer plugs in — reach the
// components through this one React context. ui/app/compose makes one set per app (the playground, the
// embedded player) when the app starts, never when a module loads: two apps in one page share nothing
// (decision 0504; proven by ui/app/compose/two-apps.test.tsx).
import { createContext, useContext, type ReactNode } from 'react';
import type { SessionActions } from '../../state/session-actions/session-actions';
import type { AppStore } from '../../state/store';
import type { PortSlot } from '../ports/port-slot';
import type { RunTracer } from '../ports/run-tracer-port';
import type { McpServerLister } from '../ports/mcp-server-port';
import type { SchemaChecker } from '../ports/schema-check-port';
import type { TraceFileReader } from '../ports/trace-file-port';
import type { AppUpdateState } from './app-update-state';
import type { LessonEditorStore } from './lesson-editor-store';
import type { TerminalServices } from './terminal-services';
import type { TokenCountService } from './token-counts';

export interface AppServices {
  /** The vanilla store; components read it through useAppStore(selector) only. */
  readonly store: AppStore;
  /** The workflows (state/session-actions/), bound to this app's store, storage and runtime. */
  readonly actions: SessionActions;
  readonly terminal: TerminalServices;
  readonly tokenCounts: TokenCountService;
  /** Replays a session the compare view did not open, in a runtime worker of its own. */
  readonly runTracer: PortSlot<RunTracer>;
  /** Reads a trace file off the page's thread; without one the page reads it itself. */
  readonly traceFiles: PortSlot<TraceFileReader>;
  /** Checks a schema known only at run time, in the runtime worker (the page compiles none). */
  readonly schemaChecks: PortSlot<SchemaChecker>;
  /** Lists an MCP server's tools, in the runtime worker (the SDK runs there). */
  readonly mcpServers: PortSlot<McpServerLister>;
  /** The lesson editor's mode and draft (the editor's business alone, read by the guide dock too). */
  readonly lessonEditor: LessonEditorStore;
  /** Whether a new version of the app waits, fed by the service worker's registration. */
  readonly appUpdate: AppUpdateState;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  readonly services: AppServices;
  readonly children: ReactNode;
}) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('ToolScope: no app services here (ui/app/compose provides them)');
  return services;
}
