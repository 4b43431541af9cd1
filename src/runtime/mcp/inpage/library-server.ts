// The in-page MCP server (issue 40 item 9): the SDK's own Server, so what the client meets here is what it
// meets over HTTP (initialize, tools/list, tools/call), only over a port. Three tools cover the cases a lesson
// needs: a read-only one that says so, a write, and one whose server side always fails (the partner library is
// offline), a fault the breaker counts. The low-level Server takes plain JSON Schemas, so no zod schemas and
// no second validator: the client's gates check the arguments, as for any server.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { ProjectSchemaValidator } from '../project-schema-validator';
import { libraryCatalogue, type LibraryCatalogue } from './library-catalogue';

export const LIBRARY_SERVER_NAME = 'library';

const TOOLS: Tool[] = [
  {
    name: 'find_books',
    title: 'Find books',
    description: "Searches the library's catalogue by title or author and says which books are on loan.",
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Words of the title or the author; empty for all.' },
      },
      required: ['query'],
    },
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  {
    name: 'borrow_book',
    title: 'Borrow a book',
    description: 'Lends a book on the shelf to a borrower; a book already on loan is refused.',
    inputSchema: {
      type: 'object',
      properties: {
        bookId: { type: 'string', description: 'The id find_books gave, e.g. b3.' },
        borrower: { type: 'string', description: "The borrower's name." },
      },
      required: ['bookId', 'borrower'],
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  {
    name: 'ask_partner_library',
    title: 'Ask the partner library',
    description: 'Asks the partner library for a book this catalogue does not hold (an interlibrary loan).',
    inputSchema: {
      type: 'object',
      properties: { title: { type: 'string', description: 'The title wanted.' } },
      required: ['title'],
    },
    annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: true },
  },
];

/** A library server, answering on `transport` until it closes. */
export async function serveLibrary(transport: Transport): Promise<Server> {
  const server = new Server(
    { name: LIBRARY_SERVER_NAME, version: '1.0.0' },
    { capabilities: { tools: {} }, jsonSchemaValidator: new ProjectSchemaValidator() },
  );
  const catalogue = libraryCatalogue();
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, (request) =>
    callTool(catalogue, request.params.name, request.params.arguments ?? {}),
  );
  await server.connect(transport);
  return server;
}

function callTool(catalogue: LibraryCatalogue, tool: string, args: Record<string, unknown>): CallToolResult {
  const text = (key: string) => (typeof args[key] === 'string' ? args[key] : '');
  switch (tool) {
    case 'find_books': {
      const books = catalogue.find(text('query'));
      const lines = books.map(
        (book) => `${book.id}: ${book.title} (${book.author}, ${book.year})${book.onLoan ? ', on loan' : ''}`,
      );
      return {
        content: [{ type: 'text', text: lines.length > 0 ? lines.join('\n') : 'No book matches.' }],
        structuredContent: { books },
      };
    }
    case 'borrow_book': {
      const loan = catalogue.borrow(text('bookId'), text('borrower'));
      if (!loan.ok) return { content: [{ type: 'text', text: loan.reason }], isError: true };
      return { content: [{ type: 'text', text: `"${loan.book.title}" is lent to ${loan.borrower}.` }] };
    }
    case 'ask_partner_library':
      // A server-side failure, not a tool's "no": the client sees a JSON-RPC error, a fault the breaker counts.
      throw rpcError(ErrorCode.InternalError, 'The partner library did not answer (it is offline).');
    default:
      throw rpcError(ErrorCode.InvalidParams, `The library has no tool ${JSON.stringify(tool)}.`);
  }
}

/** A JSON-RPC error with its code. Not the SDK's McpError: that one's message already says "MCP error -32603",
 * which the client would then say a second time. */
function rpcError(code: ErrorCode, message: string): Error {
  return Object.assign(new Error(message), { code });
}
