// What the gates make of an MCP tool. A server's annotations are its own claims, so they decide nothing until
// the person trusts the server: before that every tool asks. For a trusted server the claims are taken, with
// the MCP spec's defaults where a claim is missing (readOnly false, destructive true, openWorld true), so a
// server that says nothing is treated as the most dangerous kind: a read-only tool reads (allowed, batchable),
// a destructive one asks, and any other is allowed like a registered tool (denied in read-only mode).
import type { PermissionClass, PermissionWording } from '../../engine/protocol/tool';
import type { McpToolAnnotations } from './mcp-server-spec';

export interface McpClaims {
  readonly readOnly: boolean;
  readonly destructive: boolean;
  readonly idempotent: boolean;
  readonly openWorld: boolean;
}

/** The annotations read with the spec's defaults for what they leave out. */
export function claimsOf(annotations: McpToolAnnotations | undefined): McpClaims {
  const readOnly = annotations?.readOnlyHint ?? false;
  return {
    readOnly,
    // The spec: destructiveHint is meaningful only when readOnlyHint is false.
    destructive: !readOnly && (annotations?.destructiveHint ?? true),
    idempotent: annotations?.idempotentHint ?? false,
    openWorld: annotations?.openWorldHint ?? true,
  };
}

export interface McpGateFacts {
  readonly permissionClass: PermissionClass;
  readonly permissionWording: PermissionWording;
  /** May it share a batch with other safe calls? */
  readonly concurrencySafe: boolean;
}

export function mcpGateFacts(serverName: string, trusted: boolean, claims: McpClaims): McpGateFacts {
  if (!trusted) {
    return {
      permissionClass: 'exec',
      permissionWording: {
        rule: 'mcp.untrusted-server',
        reason: `The MCP server ${serverName} is not trusted, so a person decides on each of its tools' calls.`,
      },
      concurrencySafe: false,
    };
  }
  if (claims.readOnly) {
    return {
      permissionClass: 'read',
      permissionWording: {
        rule: 'mcp.read-only',
        reason: `The trusted MCP server ${serverName} says this tool only reads.`,
      },
      concurrencySafe: true,
    };
  }
  if (claims.destructive) {
    return {
      permissionClass: 'exec',
      permissionWording: {
        rule: 'mcp.destructive',
        reason: `The MCP server ${serverName} says this tool may destroy data (or says nothing), so a person decides.`,
      },
      concurrencySafe: false,
    };
  }
  return {
    permissionClass: 'none',
    permissionWording: {
      rule: 'mcp.trusted-server',
      reason: `The MCP server ${serverName} is trusted and says this tool changes nothing it cannot undo.`,
    },
    concurrencySafe: false,
  };
}

/** What the server claims, as keys a page words as "the server says" (never as a fact): ui/i18n `mcp`. */
export type McpClaimKey =
  'readOnly' | 'mayChange' | 'destructive' | 'idempotent' | 'openWorld' | 'closedWorld';

export function serverSays(claims: McpClaims): readonly McpClaimKey[] {
  return [
    claims.readOnly ? 'readOnly' : 'mayChange',
    ...(claims.destructive ? (['destructive'] as const) : []),
    ...(claims.idempotent ? (['idempotent'] as const) : []),
    claims.openWorld ? 'openWorld' : 'closedWorld',
  ];
}
