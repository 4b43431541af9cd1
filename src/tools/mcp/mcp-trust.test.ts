import { describe, expect, it } from 'vitest';
import { claimsOf, mcpGateFacts, serverSays } from './mcp-trust';

describe('MCP trust', () => {
  it('takes the spec defaults for missing annotations: not read-only, destructive, open world', () => {
    expect(claimsOf(undefined)).toEqual({
      readOnly: false,
      destructive: true,
      idempotent: false,
      openWorld: true,
    });
    expect(claimsOf({})).toEqual(claimsOf(undefined));
  });

  it('reads destructiveHint only for a tool that is not read-only', () => {
    expect(claimsOf({ readOnlyHint: true, destructiveHint: true }).destructive).toBe(false);
    expect(claimsOf({ destructiveHint: false }).destructive).toBe(false);
  });

  it.each([
    ['read-only', { readOnlyHint: true }],
    ['not destructive', { destructiveHint: false }],
    ['nothing', undefined],
  ])('asks for every tool of an untrusted server, whatever it says (%s)', (_case, annotations) => {
    const facts = mcpGateFacts('s', false, claimsOf(annotations));
    expect(facts.permissionClass).toBe('exec');
    expect(facts.permissionWording.rule).toBe('mcp.untrusted-server');
    expect(facts.concurrencySafe).toBe(false);
  });

  it('makes a trusted read-only tool a read, batchable', () => {
    const facts = mcpGateFacts('s', true, claimsOf({ readOnlyHint: true }));
    expect(facts).toMatchObject({ permissionClass: 'read', concurrencySafe: true });
  });

  it('asks for a trusted tool that says it is destructive, or says nothing', () => {
    expect(mcpGateFacts('s', true, claimsOf({ destructiveHint: true })).permissionWording.rule).toBe(
      'mcp.destructive',
    );
    expect(mcpGateFacts('s', true, claimsOf(undefined)).permissionClass).toBe('exec');
  });

  it('allows a trusted tool that says it is not destructive, but not in a batch', () => {
    const facts = mcpGateFacts('s', true, claimsOf({ destructiveHint: false }));
    expect(facts).toMatchObject({ permissionClass: 'none', concurrencySafe: false });
  });

  it('says what the server claims as keys, defaults included', () => {
    expect(serverSays(claimsOf(undefined))).toEqual(['mayChange', 'destructive', 'openWorld']);
    expect(serverSays(claimsOf({ readOnlyHint: true, idempotentHint: true, openWorldHint: false }))).toEqual([
      'readOnly',
      'idempotent',
      'closedWorld',
    ]);
  });
});
