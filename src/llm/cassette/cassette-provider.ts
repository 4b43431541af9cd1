// Replays a cassette: no network. Before handing back recorded exchange N it checks that request N is the
// one that was recorded; if not, the run has diverged (a tool result changed, so the model would have been
// asked something else), and the error says at which request and where in it.
import { abortedOutcome } from '../response-deltas';
import type {
  AnswerMisfit,
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../model-types';
import { recordedRequestOf, type Cassette, type CassetteEntry } from './cassette';
import { firstDifference, quote } from './first-difference';
import { recordedDeltas } from './recorded-deltas';

export class CassetteProvider implements ModelProvider {
  readonly identity: ProviderIdentity;
  private next = 0;

  constructor(private readonly cassette: Cassette) {
    this.identity = { kind: 'cassette', model: cassette.recordedWith.model };
  }

  get exchangesPlayed(): number {
    return this.next;
  }

  complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    if (options.signal.aborted) return Promise.resolve(abortedOutcome);
    const index = this.next;
    const entry = this.cassette.entries[index];
    if (!entry) return Promise.resolve(neverRecorded(index, this.cassette));
    const difference = firstDifference(
      JSON.parse(JSON.stringify(entry.request)),
      toJson(recordedRequestOf(request)),
    );
    if (difference) {
      return Promise.resolve(
        diverged(
          `Request ${index + 1} differs from the recording at ${difference.path}: recorded ${quote(difference.recorded)}, now ${quote(difference.actual)}.`,
        ),
      );
    }
    this.next += 1;
    return Promise.resolve(playRecorded(entry, options));
  }
}

/** A recorded exchange as it happened: its streamed pieces and wire data told, then its outcome. */
export function playRecorded(entry: CassetteEntry, options: CompleteOptions): ModelOutcome {
  for (const delta of recordedDeltas(entry)) options.onDelta?.(delta); // as it arrived: recorded-deltas.ts
  if (entry.wire) options.onWire?.(entry.wire);
  return entry.outcome;
}

export function diverged(message: string, misfit?: AnswerMisfit): ModelOutcome {
  return {
    ok: false,
    error: {
      kind: 'diverged',
      message,
      hints: [
        'Something that feeds the model changed since recording: a tool result, a setting or the workspace.',
      ],
      ...(misfit ? { misfit } : {}),
    },
  };
}

export function neverRecorded(index: number, cassette: Cassette): ModelOutcome {
  return diverged(`Request ${index + 1} was never recorded: the cassette holds ${cassette.entries.length}.`);
}

/** Compare as JSON would see it, so `undefined` fields and class instances do not count as differences. */
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value)) as unknown;
}
