// The trace-file worker: reads, parses and checks a trace file off the page's thread (issue 19: a 196 MB
// file blocked the page for 10 s when parsed there) and streams the events to the page in batches.
import { serveRpc } from '../../common/worker-rpc';
import { streamTraceFile } from './stream-trace-file';
import type { TraceFileProtocol } from './trace-file-protocol';

const server = serveRpc<TraceFileProtocol>(self, {
  read: ({ file }) => streamTraceFile(file, (events) => server.emit('batch', { events })),
});
