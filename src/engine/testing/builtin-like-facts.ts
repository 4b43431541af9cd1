// What the built-ins the engine's tests name declare of themselves (their records,
// tools/builtin-tool-records.ts), repeated here: engine/ may not import tools/, and a test tool named `Read`
// should behave at the gates as Read does. tools/builtin-tool-records.test.ts checks each entry against its
// record, so the two cannot drift apart; a built-in no engine test names needs no entry.
import type { ToolFacts } from '../protocol/tool';

type Facts = Omit<ToolFacts, 'name'>;

const reads: Facts = { lockUse: 'none', permissionClass: 'read', pathArguments: ['path'] };

export const BUILTIN_LIKE_FACTS: Readonly<Record<string, Facts>> = {
  Read: { ...reads, latencyMs: 20 },
  Write: { lockUse: 'write', permissionClass: 'write', pathArguments: ['path'], latencyMs: 30 },
  Edit: { lockUse: 'edit', permissionClass: 'write', pathArguments: ['path'], latencyMs: 30 },
  Grep: { ...reads, latencyMs: 40 },
  Glob: { ...reads, latencyMs: 15 },
  LS: { ...reads, latencyMs: 10 },
  Bash: { lockUse: 'none', permissionClass: 'exec', latencyMs: 120 },
  Task: {
    lockUse: 'none',
    permissionClass: 'read',
    permissionWording: { rule: 'default.task', reason: 'Task runs a read-only subagent.' },
    latencyMs: 50,
  },
  TodoWrite: {
    lockUse: 'none',
    permissionClass: 'read',
    permissionWording: { rule: 'default.todo', reason: 'TodoWrite only updates the task list.' },
    latencyMs: 5,
  },
};
