// The permission gate `npm run sh` puts before a command: the one the agent's Bash tool meets in a session
// with default settings (mode "ask", no rules, no grants), judged by the same AST classifier. A command line
// has no person to ask, so an ASK runs only when the caller answered it ahead (`--approve`).
import { DEFAULT_SETTINGS, decidePermission, type PermissionDecision, type Tool } from '../engine';

export type ShGateChoice = 'gate' | 'approve' | 'no-gate';

export type ShGateOutcome =
  | { readonly run: true; readonly permission: PermissionDecision | null }
  | {
      readonly run: false;
      readonly permission: PermissionDecision;
      readonly exitCode: number;
      readonly why: string;
    };

/** Exit codes of a command the gate kept from running (docs/shell.md). */
export const SH_EXIT_DENIED = 3;
export const SH_EXIT_ASKED = 4;

export function gateShellCommand(
  bash: Tool,
  command: string,
  cwd: string,
  choice: ShGateChoice,
): ShGateOutcome {
  if (choice === 'no-gate') return { run: true, permission: null };
  const permission = decidePermission({
    toolName: bash.name,
    tool: bash,
    input: { command },
    cwd,
    insideSubagent: false,
    settings: DEFAULT_SETTINGS.permissions,
    grants: [],
  });
  if (permission.verdict === 'ALLOW') return { run: true, permission };
  if (permission.verdict === 'DENY') {
    return {
      run: false,
      permission,
      exitCode: SH_EXIT_DENIED,
      why: `denied by ${permission.rule}: ${permission.reason}`,
    };
  }
  if (choice === 'approve') return { run: true, permission };
  return {
    run: false,
    permission,
    exitCode: SH_EXIT_ASKED,
    why: `the gate would ask a person (${permission.rule}: ${permission.reason}); answer it with --approve, or skip the gate with --no-gate`,
  };
}
