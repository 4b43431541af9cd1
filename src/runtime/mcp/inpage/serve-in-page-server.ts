// Starts the in-page server an address names on a transport: the one table of what `inpage:<name>` runs.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { LIBRARY_SERVER_NAME, serveLibrary } from './library-server';

export async function serveInPageServer(name: string, transport: Transport): Promise<void> {
  if (name !== LIBRARY_SERVER_NAME)
    throw new Error(`No in-page MCP server is called ${JSON.stringify(name)}.`);
  await serveLibrary(transport);
}
