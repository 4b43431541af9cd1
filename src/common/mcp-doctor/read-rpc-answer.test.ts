// How a 2xx answer to a POST is read: JSON or an event stream, and each way of not being JSON-RPC named.
import { describe, expect, it } from 'vitest';
import { mediaType, readRpcAnswer, sseEventData, streamHasResponse } from './read-rpc-answer';

const response = { jsonrpc: '2.0', id: 'a', result: { ok: true } };

describe('readRpcAnswer', () => {
  it('reads a JSON response to the request, whatever the charset', () => {
    expect(readRpcAnswer('application/json; charset=utf-8', JSON.stringify(response), 'a')).toEqual({
      ok: true,
      message: response,
    });
  });

  it('finds the response among notifications in an event stream, CRLF lines and multi-line data included', () => {
    const stream =
      'event: message\r\ndata: {"jsonrpc":"2.0","method":"notifications/progress"}\r\n\r\n' +
      'id: 7\r\ndata: {"jsonrpc":"2.0",\r\ndata: "id":"a","result":{"ok":true}}\r\n\r\n';
    expect(readRpcAnswer('text/event-stream', stream, 'a')).toEqual({ ok: true, message: response });
    expect(streamHasResponse(stream, 'a')).toBe(true);
    expect(streamHasResponse(stream.slice(0, 60), 'a')).toBe(false);
  });

  it('does not take a response to another request, or a notification, for the answer', () => {
    const other = JSON.stringify({ ...response, id: 'b' });
    expect(readRpcAnswer('application/json', other, 'a')).toMatchObject({
      ok: false,
      code: 'answer-not-json-rpc',
    });
    expect(readRpcAnswer('text/event-stream', `data: ${other}\n\n`, 'a')).toMatchObject({
      code: 'answer-sse-without-message',
    });
    expect(readRpcAnswer('application/json', '{"jsonrpc":"2.0","id":"a"}', 'a')).toMatchObject({
      code: 'answer-not-json-rpc',
    });
  });

  it('names an HTML page even when it claims to be JSON, and a body that is not JSON', () => {
    expect(readRpcAnswer('text/html', '<p>hi</p>', 'a')).toMatchObject({ code: 'answer-html' });
    expect(readRpcAnswer('application/json', '<!DOCTYPE html><html>', 'a')).toMatchObject({
      code: 'answer-html',
    });
    expect(readRpcAnswer('application/json', 'not json', 'a')).toMatchObject({ code: 'answer-not-json' });
  });

  it('names the content type it did not expect, or its absence', () => {
    expect(readRpcAnswer('text/plain', 'ok', 'a')).toEqual({
      ok: false,
      code: 'answer-wrong-content-type',
      params: { contentType: 'text/plain' },
    });
    expect(readRpcAnswer(null, 'ok', 'a')).toEqual({
      ok: false,
      code: 'answer-wrong-content-type',
      params: { contentType: '(none)' },
    });
  });
});

describe('the small readers', () => {
  it('keeps each event’s data lines, with or without the space after the colon', () => {
    expect(sseEventData('data:x\n\n: comment\n\ndata: y\ndata: z\n\n')).toEqual(['x', 'y\nz']);
  });

  it('reads the media type alone', () => {
    expect(mediaType('Application/JSON ; charset=utf-8')).toBe('application/json');
    expect(mediaType(null)).toBe('');
  });
});
