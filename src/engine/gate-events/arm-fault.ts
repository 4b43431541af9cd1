// Arming a fault is a recorded input: the runtime calls this when the user (or a replayed session) asks for
// it, so the trace shows when it was armed.
import type { ToolErrorCode } from '../protocol/tool-result';
import type { EventSink } from '../trace/event-log';
import type { FaultInjector } from '../stores/fault-injection';

export interface ArmFaultRequest {
  readonly toolName: string;
  readonly count: number;
  readonly errorCode?: ToolErrorCode;
  /** What the model reads when the fault fires (the session's words); empty for the default sentence. */
  readonly message?: string;
  readonly step: number;
  readonly timeMs: number;
}

export function armFault(faults: FaultInjector, sink: EventSink, request: ArmFaultRequest): void {
  const armed = faults.arm(request.toolName, request.count, request.errorCode, request.message);
  sink.append({
    type: 'fault-inject',
    step: request.step,
    timeMs: request.timeMs,
    action: 'arm',
    toolName: request.toolName,
    remaining: armed.remaining,
    errorCode: armed.errorCode,
    callId: null,
  });
}
