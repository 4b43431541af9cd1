// The deltas a recorded exchange replays: the ones it arrived in. The step counter and every "event #N"
// number events by their seq, deltas included, so a live answer replayed in other pieces than it streamed in
// moved every number after it (issue 36: "event #8" live, "#145" after a reload, at the same point and hash).
// An exchange recorded over the wire is read again, chunk by chunk, through the assembler that read it live,
// which yields the same deltas in the same order: none for an answer that came whole, and only those before
// the chunk that broke a failed stream. Without a wire record (a script, a person, a cassette recorded before
// the wire was kept) the answer is cut into token pieces, as those providers stream it.
import { ResponsesStreamAssembler } from '../openai/assemble-responses-stream';
import { StreamAssembler } from '../openai/assemble-stream';
import { deltasOf } from '../response-deltas';
import type { ModelDelta } from '../model-types';
import type { CassetteEntry } from './cassette';

export function recordedDeltas(entry: CassetteEntry): readonly ModelDelta[] {
  const response = entry.wire?.response;
  if (response === undefined) return entry.outcome.ok ? deltasOf(entry.outcome.response) : [];
  if (response.chunks === undefined) return []; // a whole body: nothing streamed
  const assembler = entry.wire?.api === 'responses' ? new ResponsesStreamAssembler() : new StreamAssembler();
  const deltas: ModelDelta[] = [];
  for (const chunk of response.chunks) {
    // The SDK ends the stream at "[DONE]" and stops at a chunk that is not JSON; the assembler at one it
    // cannot read. Live, the deltas of every chunk before were already shown.
    if (typeof chunk.data !== 'object' || chunk.data === null) break;
    const pushed = assembler.push(chunk.data);
    if (!pushed.ok) break;
    deltas.push(...pushed.value);
  }
  return deltas;
}
