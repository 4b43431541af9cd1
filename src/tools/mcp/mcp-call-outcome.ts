// A `tools/call` exchange as a session records it: the server's answer, or why there was none. Binary parts
// (an image's or audio's base64, a resource's blob) are kept as their size only: the model is told about them
// in words, never given them, and a session document must not carry megabytes it would never show.

export type McpContentBlock =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'image' | 'audio'; readonly mimeType: string; readonly bytes: number }
  | {
      readonly type: 'resource_link';
      readonly uri: string;
      readonly name?: string;
      readonly mimeType?: string;
    }
  | {
      readonly type: 'resource';
      readonly uri: string;
      readonly mimeType?: string;
      /** A text resource's text; a blob's is left out (its size is in `bytes`). */
      readonly text?: string;
      readonly bytes?: number;
    }
  /** A block of a type this client does not know (a newer server): named, not read. */
  | { readonly type: 'other'; readonly kind: string };

/** One `notifications/progress` of a call: how far (of how much, when the server knows) and what it said. */
export interface McpProgress {
  readonly progress: number;
  readonly total?: number;
  readonly message?: string;
}

export interface McpCallAnswer {
  readonly content: readonly McpContentBlock[];
  readonly structuredContent?: Readonly<Record<string, unknown>>;
  readonly isError?: boolean;
  /** The call's progress notifications, as they came (the card draws the last; a replay the same). */
  readonly progress?: readonly McpProgress[];
  /** What the client had to do to get the answer (a session started again), said to the person. */
  readonly notes?: readonly string[];
}

/** Why a call has no answer: each is a fault of the tool the breaker counts, none the model's mistake. */
export type McpCallFailureKind = 'timeout' | 'disconnected' | 'protocol' | 'aborted';

export type McpCallOutcome =
  | { readonly kind: 'answer'; readonly answer: McpCallAnswer }
  | { readonly kind: 'failure'; readonly failure: McpCallFailureKind; readonly message: string };
