// A static server for built dist/ folders that logs every request it gets (the page's, its workers' and the
// service worker's alike) and can switch to another build while running: the bench measures what a first visit
// fetches with it, and e2e serves two builds one after the other to see the app announce the new one.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ttf': 'font/ttf',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

export interface DistServer {
  readonly url: string;
  /** Paths requested since the last `clear()`, in order. */
  readonly requested: string[];
  /** Requests whose response has not ended yet. */
  inFlight(): number;
  /** When the last request started or ended (ms, performance.now()). */
  lastActivity(): number;
  clear(): void;
  /** Serves another build from now on (a new version published). */
  setRoot(root: string): void;
  close(): Promise<void>;
}

export async function serveDist(initialRoot: string): Promise<DistServer> {
  let root = initialRoot;
  const requested: string[] = [];
  let open = 0;
  let last = performance.now();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requested.push(path);
    open += 1;
    last = performance.now();
    response.on('close', () => {
      open -= 1;
      last = performance.now();
    });
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(normalize(root)) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    requested,
    inFlight: () => open,
    lastActivity: () => last,
    clear: () => requested.splice(0),
    setRoot: (next) => {
      root = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
