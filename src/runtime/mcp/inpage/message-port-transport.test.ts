// The port transport on a real MessageChannel (Node has the same one): messages arrive whole and in the order
// sent, a close reaches both ends, and what cannot be a JSON-RPC message is an error, not a message.
import { afterEach, describe, expect, it } from 'vitest';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { MessagePortTransport } from './message-port-transport';

const opened: MessagePort[] = [];
function channel(): [MessagePort, MessagePort] {
  const { port1, port2 } = new MessageChannel();
  opened.push(port1, port2);
  return [port1, port2];
}
afterEach(() => {
  for (const port of opened.splice(0)) port.close();
});

function collect(transport: MessagePortTransport) {
  const got = { messages: [] as JSONRPCMessage[], errors: [] as string[], closed: 0 };
  transport.onmessage = (message) => got.messages.push(message);
  transport.onerror = (error) => got.errors.push(error.message);
  transport.onclose = () => (got.closed += 1);
  return got;
}

const until = async (done: () => boolean) => {
  for (let tries = 0; !done(); tries += 1) {
    if (tries > 500) throw new Error('gave up waiting');
    await new Promise((resolve) => setImmediate(resolve));
  }
};

const request = (id: number): JSONRPCMessage => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });

describe('MessagePortTransport', () => {
  it('delivers every message, in the order sent, as the JSON-RPC message it was', async () => {
    const [a, b] = channel();
    const client = new MessagePortTransport(a);
    const server = new MessagePortTransport(b);
    const got = collect(server);
    await client.start();
    await server.start();
    const sent = [1, 2, 3, 4, 5].map(request);
    for (const message of sent) await client.send(message);
    await until(() => got.messages.length === sent.length);
    expect(got.messages).toEqual(sent);
    expect(got.errors).toEqual([]);
  });

  it('closes both ends: each says so once, the closer runs its own cleanup, and a send after it is refused', async () => {
    const [a, b] = channel();
    let cleanedUp = 0;
    const client = new MessagePortTransport(a, () => (cleanedUp += 1));
    const server = new MessagePortTransport(b);
    const clientGot = collect(client);
    const serverGot = collect(server);
    await client.start();
    await server.start();
    await client.close();
    await client.close();
    await until(() => serverGot.closed === 1);
    expect(clientGot.closed).toBe(1);
    expect(cleanedUp).toBe(1);
    await expect(client.send(request(9))).rejects.toThrow(/closed/);
    await expect(server.send(request(9))).rejects.toThrow(/closed/);
  });

  it('refuses to send before it starts, and to start twice', async () => {
    const [a] = channel();
    const transport = new MessagePortTransport(a);
    await expect(transport.send(request(1))).rejects.toThrow(/not started/);
    await transport.start();
    await expect(transport.start()).rejects.toThrow(/already started/);
  });

  it('reports what is not a JSON-RPC message as an error and keeps going', async () => {
    const [a, b] = channel();
    const server = new MessagePortTransport(b);
    const got = collect(server);
    await server.start();
    a.postMessage({ mcp: 'message', message: { hello: 'not JSON-RPC' } });
    a.postMessage('a bare string');
    a.postMessage({ mcp: 'message', message: request(7) });
    await until(() => got.messages.length === 1);
    expect(got.errors).toHaveLength(2);
    expect(got.errors[0]).toMatch(/not a JSON-RPC message/);
    expect(got.messages).toEqual([request(7)]);
    expect(got.closed).toBe(0);
  });

  it('rejects a message the structured clone cannot copy, at the sender', async () => {
    const [a, b] = channel();
    const client = new MessagePortTransport(a);
    await client.start();
    await new MessagePortTransport(b).start();
    const uncopyable = {
      jsonrpc: '2.0',
      id: 1,
      method: 'x',
      params: { f: () => 1 },
    } as unknown as JSONRPCMessage;
    await expect(client.send(uncopyable)).rejects.toThrow();
  });
});
