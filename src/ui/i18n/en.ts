// English UI strings, one file per part of the page under en/. zh.ts must have exactly the same keys (the
// type checker enforces it). Strings the model reads never come from here: they are English in the engine
// and tools, whatever the UI language. Words that only a lazily loaded part reads are not here: they load
// with that part, in both languages (parts/, decision 0880), so the first screen does not carry them.
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
import { enOtlpExport } from './en/otlp-export';
import { enMcpMarks } from './en/mcp-marks';
import type { Widen } from './widen';

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
  ...enOtlpExport,
  ...enMcpMarks,
} as const;

export type Messages = Widen<typeof en>;
