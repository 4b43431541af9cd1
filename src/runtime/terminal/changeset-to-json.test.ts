import { describe, expect, it } from 'vitest';
import { changesetToJson } from './changeset-to-json';

describe('changesetToJson', () => {
  it('names paths relative to the workspace, keeps text as UTF-8 and other bytes exactly as base64', () => {
    const json = changesetToJson({
      entries: [
        { type: 'delete', path: '/workspace/old.txt' },
        { type: 'directory', path: '/workspace/src', mode: 0o755 },
        {
          type: 'file',
          path: '/workspace/src/a.txt',
          bytes: new TextEncoder().encode('héllo\n'),
          mode: 0o644,
        },
        {
          type: 'file',
          path: '/workspace/bin.dat',
          bytes: new Uint8Array([0x61, 0xff, 0xfe, 0x62]),
          mode: 0o644,
        },
        { type: 'symlink', path: '/workspace/link', target: 'src' },
      ],
    });
    expect(json).toEqual({
      changes: [
        { type: 'delete', path: 'old.txt' },
        { type: 'directory', path: 'src' },
        { type: 'file', path: 'src/a.txt', encoding: 'utf8', content: 'héllo\n' },
        { type: 'file', path: 'bin.dat', encoding: 'base64', content: 'Yf/+Yg==' },
      ],
      skipped: ['link'],
    });
  });
});
