// The wire exchange a model-response carries beside the trace (engine/trace/wire-exchange.ts, decision
// 0406): the body as sent, the headers with the key redacted, the status and each SSE chunk in arrival
// order, and when it happened by the wall clock (the OTLP export's real times). Only the Request / Response
// tab and the OTLP export read it; it is left out of the trace hash.
import { WIRE_APIS, WIRE_SENDERS } from '../../engine/trace/wire-exchange';
import { bool, count, json, list, num, object, oneOf, optional, record, str } from './shape';

export const wireExchange = object({
  api: oneOf(...WIRE_APIS),
  request: object({ method: str, url: str, headers: record(str), body: json }),
  response: optional(
    object({
      status: count,
      headers: record(str),
      body: optional(json),
      chunks: optional(list(object({ n: count, event: optional(str), data: json, partial: optional(bool) }))),
    }),
  ),
  timing: optional(object({ startUnixMs: num, endUnixMs: num })),
  sentFrom: optional(oneOf(...WIRE_SENDERS)),
});
