// What a call's events carry: gate verdicts and risk decisions, the permission question and its answer, the
// tool's result with its lock, and the history messages a turn appends.
import { TOOL_ERROR_CODES } from '../../engine/protocol/tool-result';
import {
  amount,
  bool,
  both,
  count,
  json,
  list,
  nullable,
  num,
  object,
  oneOf,
  optional,
  record,
  str,
  variants,
} from './shape';

export const verdict = oneOf('ALLOW', 'DENY', 'ASK');
export const breakerState = oneOf('CLOSED', 'OPEN', 'HALF_OPEN');
export const errorCode = oneOf(...TOOL_ERROR_CODES);
export const toolStatus = oneOf('success', 'partial', 'error');
// A person's answer, or how an ask ended with none (unanswered, stopped): a trace records both (issue 19).
export const permissionReply = oneOf('approve-once', 'approve-always', 'deny', 'unanswered', 'stopped');
export const jsonRecord = record(json);

export const lockMeta = object({
  path: str,
  version: count,
  contentHash: str,
  mtimeMs: num,
  sizeBytes: amount,
});

export const riskDecision = object({
  verdict,
  rule: str,
  reason: str,
  node: optional(str),
  writesOnlyInsideWorkspace: optional(bool),
  details: optional(jsonRecord),
});

export const toolResult = object({
  status: toolStatus,
  text: str,
  data: jsonRecord,
  errorCode: optional(errorCode),
  errorMessage: optional(str),
  stats: both(object({ timeMs: amount }), record(num)),
  context: object({ cwd: str, input: json }),
  lock: optional(lockMeta),
});

export const historyMessage = variants('role', {
  assistant: object({
    role: oneOf('assistant'),
    content: nullable(str),
    tool_calls: optional(
      list(object({ id: str, type: oneOf('function'), function: object({ name: str, arguments: str }) })),
    ),
  }),
  tool: object({ role: oneOf('tool'), tool_call_id: str, content: str }),
});

export const rawToolCall = object({ id: nullable(str), name: nullable(str), arguments: str });

export const permissionRequest = object({
  requestId: str,
  callId: str,
  toolName: str,
  input: jsonRecord,
  subject: nullable(str),
  rule: str,
  reason: str,
  risk: nullable(riskDecision),
  alwaysRule: nullable(str),
});
