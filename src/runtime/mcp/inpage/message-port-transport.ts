// The SDK's Transport over a MessagePort, so an MCP client and a server in another thread (a worker) speak
// through the same Client and Server classes as over HTTP. The SDK's InMemoryTransport hands objects across
// within one thread only. Each side wraps a message in an envelope, so the peer can tell a JSON-RPC message
// from "the other side closed" (a MessagePort says nothing when its peer goes away).
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** What crosses the port: a JSON-RPC message, or the peer's goodbye. */
export type PortEnvelope =
  { readonly mcp: 'message'; readonly message: JSONRPCMessage } | { readonly mcp: 'close' };

/** The part of a MessagePort the transport uses (the DOM's and Node's both have it). */
export interface McpPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'messageerror', listener: (event: unknown) => void): void;
  start(): void;
  close(): void;
}

export class MessagePortTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private state: 'new' | 'open' | 'closed' = 'new';
  private agreedVersion: string | undefined;

  /** `onClosed`: what else ends with the connection (e.g. the server's worker). */
  constructor(
    private readonly port: McpPort,
    private readonly onClosed: () => void = () => undefined,
  ) {}

  /** The protocol version the client and server agreed on at initialize. */
  get protocolVersion(): string | undefined {
    return this.agreedVersion;
  }

  setProtocolVersion(version: string): void {
    this.agreedVersion = version;
  }

  start(): Promise<void> {
    if (this.state !== 'new')
      return Promise.reject(new Error('This MCP port transport was already started.'));
    this.state = 'open';
    this.port.addEventListener('message', (event) => this.receive(event.data));
    this.port.addEventListener('messageerror', () =>
      this.onerror?.(new Error('A message on the MCP port could not be read (it did not survive the copy).')),
    );
    this.port.start();
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.state !== 'open')
      return Promise.reject(
        new Error(`The MCP port transport is ${this.state === 'new' ? 'not started' : 'closed'}.`),
      );
    try {
      this.port.postMessage({ mcp: 'message', message } satisfies PortEnvelope);
      return Promise.resolve();
    } catch (error) {
      // A value the structured clone refuses (a function, say) fails here, at the sender.
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  close(): Promise<void> {
    if (this.state === 'closed') return Promise.resolve();
    if (this.state === 'open') this.port.postMessage({ mcp: 'close' } satisfies PortEnvelope);
    this.finish();
    return Promise.resolve();
  }

  private receive(data: unknown): void {
    if (this.state !== 'open') return;
    const envelope = data as Partial<Record<'mcp' | 'message', unknown>> | null;
    if (envelope?.mcp === 'close') {
      this.finish();
      return;
    }
    const parsed = envelope?.mcp === 'message' ? JSONRPCMessageSchema.safeParse(envelope.message) : null;
    if (!parsed?.success) {
      this.onerror?.(
        new Error('The MCP port received something that is not a JSON-RPC message; it was dropped.'),
      );
      return;
    }
    this.onmessage?.(parsed.data);
  }

  private finish(): void {
    this.state = 'closed';
    this.port.close();
    this.onClosed();
    this.onclose?.();
  }
}
