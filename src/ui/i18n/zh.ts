import type { Messages } from './en';
import { zhAppFrame } from './zh/app-frame';
import { zhConversation } from './zh/conversation';
import { zhInspector } from './zh/inspector';
import { zhWorkspace } from './zh/workspace';
import { zhLessonsLibrary } from './zh/lessons-library';
import { zhTraceFile } from './zh/trace-file';
import { zhAppDelivery } from './zh/app-delivery';
import { zhPipeline } from './zh/pipeline';
import { zhImportFiles } from './zh/import-files';
import { zhBreakpoints } from './zh/breakpoints';
import { zhWire } from './zh/wire';
import { zhLessonGuide } from './zh/lesson-guide';
import { zhReasons } from './zh/reasons';
import { zhSharePresent } from './zh/share-present';
import { zhLessonEditor } from './zh/lesson-editor';
import { zhCompare } from './zh/compare';
import { zhFork } from './zh/fork';
import { zhLoadProblems } from './zh/load-problems';
import { zhLessonProgress } from './zh/lesson-progress';
import { zhSecurity } from './zh/security';
import { zhBounded } from './zh/bounded';
import { zhPromptCache } from './zh/prompt-cache';
import { zhSchemaForms } from './zh/schema-forms';
import { zhMcpDoctor } from './zh/mcp-doctor';
import { zhMcpConnect } from './zh/mcp-connect';
import { zhMcpListingNotes } from './zh/mcp-listing-notes';
import { zhMcpForm } from './zh/mcp-form';
import { zhOtlpExport } from './zh/otlp-export';
import { zhMcpLane } from './zh/mcp-lane';
import { zhMcpLive } from './zh/mcp-live';
import { zhMcpMore } from './zh/mcp-more';

// 中文界面文案，按页面部分分文件放在 zh/ 下：与 en.ts 的键完全一致（由类型检查保证）。
export const zh: Messages = {
  ...zhAppFrame,
  ...zhConversation,
  ...zhInspector,
  ...zhWorkspace,
  ...zhLessonsLibrary,
  ...zhTraceFile,
  ...zhAppDelivery,
  ...zhPipeline,
  ...zhImportFiles,
  ...zhBreakpoints,
  ...zhWire,
  ...zhLessonGuide,
  ...zhReasons,
  ...zhSharePresent,
  ...zhLessonEditor,
  ...zhCompare,
  ...zhFork,
  ...zhLoadProblems,
  ...zhLessonProgress,
  ...zhSecurity,
  ...zhBounded,
  ...zhPromptCache,
  ...zhSchemaForms,
  ...zhMcpDoctor,
  ...zhMcpConnect,
  ...zhMcpListingNotes,
  ...zhMcpForm,
  ...zhOtlpExport,
  ...zhMcpLane,
  ...zhMcpLive,
  ...zhMcpMore,
};
