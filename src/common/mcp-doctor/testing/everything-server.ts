// The real third-party server of issue 40's tests, @modelcontextprotocol/server-everything over Streamable
// HTTP, started on a free port and stopped by its pid. It binds every interface, so it lives only as long
// as one test file. Its get-env tool would print the environment: nothing here calls any tool.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freeLoopbackPort } from './doctor-servers';

export interface EverythingServer {
  readonly url: string;
  stop(): void;
}

const ENTRY = join('node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
/** The machine is shared and slow: the server's start is waited for generously. */
const READY_WITHIN_MS = 60_000;

export async function startEverythingServer(): Promise<EverythingServer> {
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, [ENTRY, 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
      process.kill(child.pid, 'SIGTERM');
  };
  await new Promise<void>((resolve, reject) => {
    let said = '';
    const timer = setTimeout(
      () => fail(new Error(`server-everything did not start: ${said}`)),
      READY_WITHIN_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      stop();
      reject(error);
    };
    const exited = (code: number | null) => fail(new Error(`server-everything exited (${code}): ${said}`));
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
      if (said.includes(`listening on port ${port}`)) {
        clearTimeout(timer);
        child.off('exit', exited);
        resolve();
      }
    });
    child.once('exit', exited);
  });
  return { url: `http://127.0.0.1:${port}/mcp`, stop };
}
