// The results a call gets when it does not run (or its run is replaced): written for the model, in English,
// saying what happened and what to do next.
import type { BreakerView } from '../stores/circuit-breaker';
import type { PermissionNonAnswer } from '../gates/permission-types';
import type { PlannedCall } from '../orchestrator/plan-calls';
import type { ToolErrorCode, ToolOutput } from '../protocol/tool-result';
import { toolError } from '../protocol/tool-result';
import type { Registry } from '../registry/registry';

export function abortedOutput(): ToolOutput {
  return toolError('ABORTED', 'Not run: the run was stopped before this call started.');
}

export function deniedOutput(
  call: PlannedCall,
  reason: string,
  rule: string,
  registry: Registry,
): ToolOutput {
  const permission = { rule, reason };
  if (!call.entry) {
    const available = registry.names().join(', ');
    return toolError(
      'UNKNOWN_TOOL',
      `No tool named '${call.toolName}' exists. Available tools: ${available || 'none'}.`,
      {
        permission,
      },
    );
  }
  return toolError(
    'PERMISSION_DENIED',
    `Tool '${call.toolName}' was denied by the permission gate: ${reason}`,
    { permission },
  );
}

/** A call whose permission question ended without an answer: it did not run, and nobody refused it. */
export function notAnsweredOutput(how: PermissionNonAnswer): ToolOutput {
  switch (how) {
    case 'unanswered':
      return toolError('ABORTED', 'Not run: its permission question was not answered, so the run stopped.');
    case 'stopped':
      return toolError(
        'ABORTED',
        'Not run: the run was stopped while its permission question waited for an answer.',
      );
    default: {
      const unknown: never = how;
      return unknown;
    }
  }
}

export function circuitOpenOutput(toolName: string, view: BreakerView): ToolOutput {
  return toolError(
    'CIRCUIT_OPEN',
    `Tool '${toolName}' is temporarily disabled after repeated failures; try again later or use another tool.`,
    { consecutiveFailures: view.consecutiveFailures, retryAtMs: view.recoveryAtMs },
  );
}

/** The session's message when it gave one (a lesson's "The disk did not answer in time."), else a default. */
export function injectedFaultOutput(toolName: string, errorCode: ToolErrorCode, message: string): ToolOutput {
  const text =
    message.trim() === '' ? `Injected fault: ${toolName} failed on purpose (fault injection).` : message;
  return toolError(errorCode, text, { injected: true });
}
