// Why a recorded model answer no longer fits a re-run (a fork under other settings, tools or rules): the
// answer is kept only while the model would have been asked the same thing, and the run stops at the first
// one that does not fit. A code and its parameters, so the page can word it in its language; the provider's
// English sentence says the same for the CLI and the log.

export type AnswerMisfit =
  /** The answer calls a tool the run no longer offers (disabled, renamed, or hidden by a deny rule). */
  | { readonly reason: 'tool-missing'; readonly request: number; readonly tool: string }
  /** A tool result the answer read came out otherwise in this run (a rule refused the call, a cut differs). */
  | {
      readonly reason: 'result-changed';
      readonly request: number;
      readonly tool: string;
      readonly callId: string;
    }
  /** Another message of the conversation differs (a person's message, an extra or missing result). */
  | { readonly reason: 'conversation-changed'; readonly request: number; readonly message: number };
