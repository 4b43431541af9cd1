// What the model sees of a result that was too large: PARTIAL (or still ERROR) with a preview, the original
// and kept sizes, and where the full payload was saved. Two forms: `preview` (layer 1, and layer 2's first
// pass) and `minimal` (no preview, no input) whose size is bounded, so that a capped number of calls always
// fits the turn's budget.
import type { ToolResult } from '../protocol/tool-result';
import { utf8ByteLength, utf8Prefix } from '../common/utf8';
import { safeJson } from '../result/serialize-result';

export type CutReason = 'per-tool' | 'turn-total';

export interface CutRequest {
  readonly toolName: string;
  readonly result: ToolResult;
  readonly originalBytes: number;
  readonly reason: CutReason;
  readonly limitBytes: number;
  readonly spillPath: string | null;
  /** Lines of the spill file (see spill-content.ts), told to the model so it can plan its pages. */
  readonly spillLines: number;
  /** UTF-8 bytes of preview to keep; 0 gives the minimal form. */
  readonly previewBytes: number;
}

/** Upper bound of the minimal form's size (asserted by tests with worst-case inputs). */
export const MINIMAL_CUT_MAX_BYTES = 1_536;

const FIELD_CAP_BYTES = 160;
const INPUT_KEEP_BYTES = 512;

/** What the model receives instead of a cut result: still an error if it was one, else partial. */
export function cutStatus(status: ToolResult['status']): ToolResult['status'] {
  return status === 'error' ? 'error' : 'partial';
}

export function cutResult(request: CutRequest): string {
  const { result, originalBytes, reason, limitBytes, spillPath, spillLines, previewBytes } = request;
  const minimal = previewBytes <= 0;
  const preview = minimal ? '' : utf8Prefix(previewSource(result), previewBytes);
  const why =
    reason === 'per-tool'
      ? `over the ${limitBytes}-byte limit per result`
      : `cut to fit the turn's ${limitBytes}-byte budget`;
  const saved =
    spillPath === null
      ? 'The full output could not be saved.'
      : `The full output (its text, then any data as JSON) is saved at ${capped(spillPath)}, ${spillLines} lines: ` +
        'read it in pages (Read with offset and limit; a line cut at 2000 characters continues with column) ' +
        'or search it (Grep with that file as path).';
  const text = `Output too large (${originalBytes} bytes, ${why}); the model sees ${minimal ? 'no preview' : 'a preview'}. ${saved}`;
  const truncation = {
    reason,
    originalBytes,
    keptBytes: utf8ByteLength(preview),
    spillPath: spillPath === null ? null : capped(spillPath),
  };
  const error =
    result.status === 'error'
      ? `"error":${JSON.stringify({ code: result.errorCode ?? 'EXECUTION_ERROR', message: capped(result.errorMessage ?? result.text) })},`
      : '';
  const data = minimal ? { truncated: true, truncation } : { truncated: true, truncation, preview };
  const status = cutStatus(result.status);
  return (
    `{"status":"${status}",${error}"data":${JSON.stringify(data)},"text":${JSON.stringify(text)},` +
    `"stats":${JSON.stringify({ timeMs: result.stats.timeMs })},"context":${contextJson(result, minimal)}}`
  );
}

/** The part of a result worth previewing: its text, or its data when that is where the bulk is. */
function previewSource(result: ToolResult): string {
  const dataJson = safeJson(result.data, 'data');
  return result.text.length >= dataJson.length ? result.text : dataJson;
}

function contextJson(result: ToolResult, minimal: boolean): string {
  const cwd = JSON.stringify(capped(result.context.cwd));
  if (minimal) return `{"cwd":${cwd}}`;
  const input = safeJson(result.context.input ?? null, 'input');
  const kept =
    utf8ByteLength(input) <= INPUT_KEEP_BYTES
      ? input
      : JSON.stringify({ truncated: true, preview: utf8Prefix(input, INPUT_KEEP_BYTES) });
  return `{"cwd":${cwd},"input":${kept}}`;
}

/**
 * A short field whose JSON size is bounded: characters JSON would escape (quotes, controls, lone surrogates)
 * become spaces, so escaping cannot multiply the size.
 */
function capped(text: string): string {
  const plain = text.replace(/["\\]|[^\x20-\x7e\u00a0-\ud7ff\ue000-\uffff]/g, ' ');
  return utf8ByteLength(plain) <= FIELD_CAP_BYTES ? plain : `${utf8Prefix(plain, FIELD_CAP_BYTES)}…`;
}
