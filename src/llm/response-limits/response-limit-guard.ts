// Counts what a response has sent so far against its limits, piece by piece as it arrives, so a provider can
// stop reading at the first byte, call or argument fragment past one instead of holding 50 MB first. The
// first limit passed is kept (later pieces change nothing) and `onPassed` fires once: the provider aborts
// the request there.
import { utf8ByteLength } from '../../engine/common/utf8';
import type { ModelDelta, ModelResponse, ResponseLimitPassed, ResponseLimits } from '../model-types';

export class ResponseLimitGuard {
  private bodyBytes = 0;
  private calls = 0;
  private readonly argumentBytes = new Map<number, number>();
  private first: ResponseLimitPassed | null = null;

  constructor(
    private readonly limits: ResponseLimits,
    private readonly onPassed: () => void = () => undefined,
  ) {}

  /** The first limit passed, if one was. */
  get passed(): ResponseLimitPassed | null {
    return this.first;
  }

  /** Body bytes arrived; false once past a limit (the bytes past it need not be read). */
  body(byteCount: number): boolean {
    this.bodyBytes += byteCount;
    if (this.bodyBytes > this.limits.maxResponseBytes) this.pass('maxResponseBytes');
    return this.first === null;
  }

  /** A delta is about to be shown; false when it passes a limit (then it is not shown). */
  delta(delta: ModelDelta): boolean {
    if (this.first) return false;
    if (delta.type === 'tool-call-start') {
      this.calls += 1;
      if (this.calls > this.limits.maxToolCalls) this.pass('maxToolCalls');
    } else if (delta.type === 'tool-call-arguments') {
      const bytes = (this.argumentBytes.get(delta.index) ?? 0) + utf8ByteLength(delta.fragment);
      this.argumentBytes.set(delta.index, bytes);
      if (bytes > this.limits.maxArgumentBytes) this.pass('maxArgumentBytes');
    }
    return this.first === null;
  }

  /** A response read whole (not streamed): its calls and arguments against the same limits. */
  response(response: ModelResponse): ResponseLimitPassed | null {
    if (this.first) return this.first;
    if (response.toolCalls.length > this.limits.maxToolCalls) this.pass('maxToolCalls');
    else if (response.toolCalls.some((call) => utf8ByteLength(call.arguments) > this.limits.maxArgumentBytes))
      this.pass('maxArgumentBytes');
    return this.first;
  }

  private pass(name: keyof ResponseLimits): void {
    if (this.first) return;
    this.first = { name, max: this.limits[name] };
    this.onPassed();
  }
}
