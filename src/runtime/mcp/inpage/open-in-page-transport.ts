// The client's end of a connection to an in-page MCP server. In a browser (the runtime worker, the page, the
// embed) the server runs in a worker of its own, so its work never holds up the runtime; Node (tests, the CLI)
// has no Worker, so there the server answers in the same thread over a real MessageChannel: the same transport
// and the same messages either way. No network in either, so it works offline.
import { IN_PAGE_SERVER_NAMES } from './in-page-address';
import { MessagePortTransport } from './message-port-transport';

export async function openInPageTransport(name: string): Promise<MessagePortTransport> {
  if (!IN_PAGE_SERVER_NAMES.includes(name))
    throw new Error(
      `No in-page MCP server is called ${JSON.stringify(name)} (there is: ${IN_PAGE_SERVER_NAMES.join(', ')}).`,
    );
  const channel = new MessageChannel();
  if (typeof Worker === 'undefined') {
    const { serveInPageServer } = await import('./serve-in-page-server');
    await serveInPageServer(name, new MessagePortTransport(channel.port2));
    return new MessagePortTransport(channel.port1);
  }
  const worker = new Worker(new URL('./in-page-server.worker.ts', import.meta.url), {
    type: 'module',
    name: `mcp-${name}`,
  });
  const transport = new MessagePortTransport(channel.port1, () => worker.terminate());
  // A worker that fails to start closes the connection, so the client's waiting request ends at once.
  worker.addEventListener('error', () => void transport.close());
  worker.postMessage({ server: name }, [channel.port2]);
  return transport;
}
