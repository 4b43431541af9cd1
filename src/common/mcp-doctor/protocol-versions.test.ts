// The doctor's copy of the SDK's protocol versions is the installed SDK's, in the same order.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { CLIENT_PROTOCOL_VERSION, CLIENT_PROTOCOL_VERSIONS } from './protocol-versions';

describe('the protocol versions the doctor accepts', () => {
  it('are the SDK’s SUPPORTED_PROTOCOL_VERSIONS, and it asks for the SDK’s LATEST_PROTOCOL_VERSION', () => {
    expect(CLIENT_PROTOCOL_VERSIONS).toEqual(SUPPORTED_PROTOCOL_VERSIONS);
    expect(CLIENT_PROTOCOL_VERSION).toBe(LATEST_PROTOCOL_VERSION);
  });
});

describe('what the doctor loads', () => {
  it('no module of the doctor imports the SDK, whose types module would bring zod into a page chunk', () => {
    const modules = readdirSync(import.meta.dirname).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    expect(modules).toContain('diagnose.ts');
    const importing = modules.filter((name) =>
      readFileSync(join(import.meta.dirname, name), 'utf8').includes("from '@modelcontextprotocol/"),
    );
    expect(importing).toEqual([]);
  });
});
