// The machine is shared: never assume a port is ours. Ask the OS for a free one (or check a preferred one).
import { createServer } from 'node:net';

export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function preferredOrFreePort(preferred, host = '127.0.0.1') {
  return (await isPortFree(preferred, host)) ? preferred : freePort(host);
}
