// Two clocks over one model request, both provider settings: a total timeout from the moment it is sent to
// the last byte (`timeoutMs`), and an idle timeout between chunks of a streamed answer (`idleTimeoutMs`). The
// SDK's own timeout stops at the response headers, so a stream that stalls after its first chunk would wait
// for ever; this watch aborts the request itself and remembers which clock ran out, for the message.
export type Expiry =
  { readonly kind: 'total'; readonly ms: number } | { readonly kind: 'idle'; readonly ms: number };

export class RequestWatch {
  private readonly controller = new AbortController();
  private totalTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private expiry: Expiry | null = null;
  private readonly onOuterAbort = () => this.controller.abort();

  constructor(
    private readonly outer: AbortSignal,
    totalMs: number,
    private readonly idleMs: number,
  ) {
    if (outer.aborted) this.controller.abort();
    else outer.addEventListener('abort', this.onOuterAbort, { once: true });
    this.totalTimer = setTimeout(() => this.expire({ kind: 'total', ms: totalMs }), totalMs);
  }

  /** Aborts when the person stops or either clock runs out. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Which clock ran out, if one did. */
  get expired(): Expiry | null {
    return this.expiry;
  }

  /** The stream is alive (it started, or a chunk arrived): the idle clock starts again. */
  alive(): void {
    if (this.expiry || this.controller.signal.aborted) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.expire({ kind: 'idle', ms: this.idleMs }), this.idleMs);
  }

  /** Stops the request for a reason of the caller's own (a response limit): no clock is said to have run out. */
  stop(): void {
    this.controller.abort();
  }

  dispose(): void {
    clearTimeout(this.totalTimer);
    clearTimeout(this.idleTimer);
    this.outer.removeEventListener('abort', this.onOuterAbort);
  }

  private expire(expiry: Expiry): void {
    if (this.controller.signal.aborted) return;
    this.expiry = expiry;
    this.controller.abort();
  }
}
