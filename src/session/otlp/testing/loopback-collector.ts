// A stand-in OpenTelemetry collector on loopback (node:http) for the export's tests: it keeps every request
// it receives (method, path, content type, body bytes) and answers what the test sets, 200 `{}` unless told.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { OtlpProtocol } from '../otlp-protocol';
import { decodeOtlpJson, decodeOtlpProtobuf, type PlainRequest } from './otlp-decode';

export interface Received {
  readonly method: string;
  readonly url: string;
  readonly contentType: string;
  readonly body: Buffer;
}

export interface LoopbackCollector {
  readonly received: Received[];
  /** http://127.0.0.1:<port>, no path. */
  base(): string;
  answerWith(status: number, body: string): void;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Starts before the file's tests, empties between them, stops after them. */
export function collectorOnLoopback(): LoopbackCollector {
  const received: Received[] = [];
  let answer = { status: 200, body: '{}' };
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      void bodyOf(request).then((body) => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          contentType: request.headers['content-type'] ?? '',
          body,
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    answer = { status: 200, body: '{}' };
  });
  return {
    received,
    base: () => base,
    answerWith: (status, body) => {
      answer = { status, body };
    },
  };
}

/** What a received request holds, read through the OTLP schema in the encoding it was sent in. */
export function decodedRequest(got: Received, protocol: OtlpProtocol): PlainRequest {
  return protocol === 'http/json' ? decodeOtlpJson(got.body.toString('utf8')) : decodeOtlpProtobuf(got.body);
}
