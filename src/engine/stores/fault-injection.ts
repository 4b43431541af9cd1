// Fault injection: "make this tool fail its next N calls". It is a recorded input of the session, so a
// lesson or a test can trip a breaker on purpose and a replay trips it the same way. An injected fault
// replaces the tool's run (the tool is not called) and counts as a tool fault for the breaker.
import type { ToolErrorCode } from '../protocol/tool-result';

export interface ArmedFault {
  readonly remaining: number;
  readonly errorCode: ToolErrorCode;
  /** What the model reads as the error; empty for the default sentence. */
  readonly message: string;
}

export class FaultInjector {
  readonly #armed = new Map<string, ArmedFault>();

  /** Makes `toolName` fail its next `count` calls (replacing what was armed before; 0 disarms). */
  arm(
    toolName: string,
    count: number,
    errorCode: ToolErrorCode = 'EXECUTION_ERROR',
    message = '',
  ): ArmedFault {
    const fault = { remaining: Math.max(0, Math.floor(count)), errorCode, message };
    if (fault.remaining === 0) this.#armed.delete(toolName);
    else this.#armed.set(toolName, fault);
    return fault;
  }

  /** Consumes one fault for a call that reached the run stage, if one is armed. */
  take(toolName: string): ArmedFault | null {
    const fault = this.#armed.get(toolName);
    if (!fault) return null;
    const after = { ...fault, remaining: fault.remaining - 1 };
    if (after.remaining === 0) this.#armed.delete(toolName);
    else this.#armed.set(toolName, after);
    return after;
  }

  armed(toolName: string): ArmedFault | null {
    return this.#armed.get(toolName) ?? null;
  }

  reset(): void {
    this.#armed.clear();
  }
}
