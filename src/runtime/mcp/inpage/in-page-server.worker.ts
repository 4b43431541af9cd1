// The worker an in-page MCP server runs in: the opener hands over one end of a channel and the server's name;
// the server answers on it until the client closes, and the worker ends with it.
import { MessagePortTransport } from './message-port-transport';
import { serveInPageServer } from './serve-in-page-server';

self.addEventListener('message', (event: MessageEvent) => {
  const port = event.ports[0];
  const name = (event.data as { server?: unknown } | null)?.server;
  if (!port || typeof name !== 'string') return;
  const transport = new MessagePortTransport(port, () => self.close());
  serveInPageServer(name, transport).catch(() => void transport.close());
});
