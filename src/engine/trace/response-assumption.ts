// What the page had to assume to read an endpoint's answer: harmless departures from the Chat Completions
// format that are tolerated rather than refused, each said out loud next to the response. Typed here (not in
// llm/) because the trace's model-response event carries them; left out of the trace hash, like the raw body:
// they describe how an answer arrived, not what the pipeline did with it.
export type ResponseAssumption =
  /** A tool call had no `type`: taken as "function", the only type offered. */
  | { readonly kind: 'tool-call-type-missing'; readonly call: number }
  /** The only choice had no `index`: taken as choice 0. */
  | { readonly kind: 'choice-index-missing' }
  /** A tool call's `arguments` came as a JSON object, not a string: written out as JSON text. */
  | { readonly kind: 'arguments-object'; readonly call: number }
  /** A tool call came with no arguments at all: taken as `{}`. */
  | { readonly kind: 'arguments-missing'; readonly call: number }
  /** A tool call had no id: one was assigned, so its result can answer it. */
  | { readonly kind: 'tool-call-id-missing'; readonly call: number; readonly id: string }
  /** Streamed tool-call pieces had no `index`: told apart by id, else by order of first appearance. */
  | { readonly kind: 'tool-call-index-missing'; readonly call: number; readonly by: 'id' | 'order' }
  /** No `finish_reason`: taken from whether the answer has tool calls. */
  | { readonly kind: 'finish-reason-missing'; readonly assumed: 'stop' | 'tool_calls' }
  /** Asked to stream, the endpoint sent one whole completion instead. */
  | { readonly kind: 'not-streamed' };
