// English UI strings, one file per part of the page under en/. zh.ts must have exactly the same keys (the
// type checker enforces it). Strings the model reads never come from here: they are English in the engine
// and tools, whatever the UI language.
import { enAppFrame } from './en/app-frame';
import { enConversation } from './en/conversation';
import { enInspector } from './en/inspector';
import { enWorkspace } from './en/workspace';
import { enLessonsLibrary } from './en/lessons-library';
import { enTraceFile } from './en/trace-file';
import { enAppDelivery } from './en/app-delivery';
import { enPipeline } from './en/pipeline';
import { enImportFiles } from './en/import-files';
import { enBreakpoints } from './en/breakpoints';
import { enWire } from './en/wire';
import { enLessonGuide } from './en/lesson-guide';
import { enReasons } from './en/reasons';
import { enSharePresent } from './en/share-present';
import { enLessonEditor } from './en/lesson-editor';
import { enCompare } from './en/compare';
import { enFork } from './en/fork';
import { enLoadProblems } from './en/load-problems';
import { enLessonProgress } from './en/lesson-progress';
import { enSecurity } from './en/security';
import { enBounded } from './en/bounded';
import { enPromptCache } from './en/prompt-cache';
import { enSchemaForms } from './en/schema-forms';
import { enMcpDoctor } from './en/mcp-doctor';
import { enMcpConnect } from './en/mcp-connect';
import { enMcpListingNotes } from './en/mcp-listing-notes';
import { enMcpForm } from './en/mcp-form';
import { enOtlpExport } from './en/otlp-export';
import { enMcpLane } from './en/mcp-lane';
import { enMcpLive } from './en/mcp-live';
import { enMcpMore } from './en/mcp-more';

export const en = {
  ...enAppFrame,
  ...enConversation,
  ...enInspector,
  ...enWorkspace,
  ...enLessonsLibrary,
  ...enTraceFile,
  ...enAppDelivery,
  ...enPipeline,
  ...enImportFiles,
  ...enBreakpoints,
  ...enWire,
  ...enLessonGuide,
  ...enReasons,
  ...enSharePresent,
  ...enLessonEditor,
  ...enCompare,
  ...enFork,
  ...enLoadProblems,
  ...enLessonProgress,
  ...enSecurity,
  ...enBounded,
  ...enPromptCache,
  ...enSchemaForms,
  ...enMcpDoctor,
  ...enMcpConnect,
  ...enMcpListingNotes,
  ...enMcpForm,
  ...enOtlpExport,
  ...enMcpLane,
  ...enMcpLive,
  ...enMcpMore,
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;
