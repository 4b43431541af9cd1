import { describe, expect, it } from 'vitest';
import { MessageChannel } from 'node:worker_threads';
import { createRpcClient, serveRpc, type PortLike, type RpcProtocol } from './worker-rpc';

interface CalcProtocol extends RpcProtocol {
  requests: {
    add: { params: { a: number; b: number }; result: number };
    fail: { params: null; result: never };
  };
  events: { tick: { n: number } };
}

function channel(): [PortLike, PortLike, () => void] {
  const { port1, port2 } = new MessageChannel();
  const wrap = (port: typeof port1): PortLike => ({
    postMessage: (m) => port.postMessage(m),
    addEventListener: (_type, listener) => port.on('message', (data: unknown) => listener({ data })),
    removeEventListener: () => port.removeAllListeners('message'),
  });
  return [wrap(port1), wrap(port2), () => (port1.close(), port2.close())];
}

describe('worker-rpc', () => {
  it('round-trips typed requests and events, and reports handler errors as rejections', async () => {
    const [clientPort, serverPort, close] = channel();
    const server = serveRpc<CalcProtocol>(serverPort, {
      add: ({ a, b }) => a + b,
      fail: () => {
        throw new Error('boom');
      },
    });
    const client = createRpcClient<CalcProtocol>(clientPort);
    const ticks: number[] = [];
    client.on('tick', ({ n }) => ticks.push(n));

    await expect(client.call('add', { a: 2, b: 3 })).resolves.toBe(5);
    await expect(client.call('fail', null)).rejects.toThrow('boom');
    server.emit('tick', { n: 7 });
    await expect(client.call('add', { a: 1, b: 1 })).resolves.toBe(2);
    expect(ticks).toEqual([7]);
    close();
  });

  it('rejects pending calls when disposed', async () => {
    const [clientPort, , close] = channel();
    const client = createRpcClient<CalcProtocol>(clientPort);
    const pending = client.call('add', { a: 1, b: 2 });
    client.dispose('terminated');
    await expect(pending).rejects.toThrow('terminated');
    close();
  });
});
