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
import { zhReasons } from './zh/reasons';
import { zhSharePresent } from './zh/share-present';
import { zhLessonEditorEntry } from './zh/lesson-editor-entry';
import { zhFork } from './zh/fork';
import { zhLoadProblems } from './zh/load-problems';
import { zhSecurity } from './zh/security';
import { zhBounded } from './zh/bounded';
import { zhPromptCache } from './zh/prompt-cache';
import { zhOtlpExportButton } from './zh/otlp-export-button';
import { zhMcpMarks } from './zh/mcp-marks';

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
  ...zhReasons,
  ...zhSharePresent,
  ...zhLessonEditorEntry,
  ...zhFork,
  ...zhLoadProblems,
  ...zhSecurity,
  ...zhBounded,
  ...zhPromptCache,
  ...zhOtlpExportButton,
  ...zhMcpMarks,
};
