// The trace-file worker: reads, parses and checks a trace file off the page's thread (issue 19: a 196 MB
// file blocked the page for 10 s when parsed there) and streams the events to the page in batches, at most
// one batch ahead of what the page has taken.
import { serveRpc } from '../../common/worker-rpc';
import { streamTraceFile } from './stream-trace-file';
import type { TraceFileProtocol } from './trace-file-protocol';

const AHEAD = 1;
let sent = 0;
let taken = 0;
let wake: (() => void) | null = null;

const server = serveRpc<TraceFileProtocol>(self, {
  read: ({ file }) =>
    streamTraceFile(file, async (events) => {
      server.emit('batch', { events });
      sent += 1;
      while (sent - taken > AHEAD) await new Promise<void>((resolve) => (wake = resolve));
    }),
  taken: () => {
    taken += 1;
    wake?.();
    wake = null;
    return {};
  },
});
