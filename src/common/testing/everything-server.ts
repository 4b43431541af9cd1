// The MCP project's own reference server (@modelcontextprotocol/server-everything, a dev dependency), started
// on a free port for one test file and stopped by its pid. The one starter every layer's tests and the e2e
// specs share (common/ may be imported from anywhere). It binds every interface, so it lives only as long
// as the test; it is given no environment beyond its port, since its get-env tool (never called) would print
// whatever it had. Readiness is its "listening" line, waited for generously: the machine may be busy.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../mcp-doctor/testing/doctor-servers';

const ENTRY = fileURLToPath(
  new URL('../../../node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url),
);
const READY_WITHIN_MS = 60_000;

export interface EverythingServer {
  /** The Streamable HTTP endpoint on loopback. */
  readonly url: string;
  stop(): Promise<void>;
}

export async function startEverythingServer(): Promise<EverythingServer> {
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, [ENTRY, 'streamableHttp'], {
    env: { PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await listening(child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url: `http://127.0.0.1:${port}/mcp`, stop: () => stopChild(child) };
}

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(
      () => reject(new Error(`server-everything did not start within ${READY_WITHIN_MS} ms: ${said}`)),
      READY_WITHIN_MS,
    );
    const read = (chunk: Buffer) => {
      said += chunk.toString();
      if (/listening on port/i.test(said)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited (${code}) before listening: ${said}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(child.pid!, 'SIGTERM');
  });
}
