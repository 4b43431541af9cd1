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
import { enReasons } from './en/reasons';
import { enSharePresent } from './en/share-present';
import { enLessonEditorEntry } from './en/lesson-editor-entry';
import { enFork } from './en/fork';
import { enLoadProblems } from './en/load-problems';
import { enSecurity } from './en/security';
import { enBounded } from './en/bounded';
import { enPromptCache } from './en/prompt-cache';
import { enOtlpExportButton } from './en/otlp-export-button';
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
  ...enReasons,
  ...enSharePresent,
  ...enLessonEditorEntry,
  ...enFork,
  ...enLoadProblems,
  ...enSecurity,
  ...enBounded,
  ...enPromptCache,
  ...enOtlpExportButton,
  ...enMcpMarks,
} as const;

export type Messages = Widen<typeof en>;
