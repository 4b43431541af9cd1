import { describe, expect, it } from 'vitest';
import type { RiskClassifier, RiskDecision, Tool } from '../protocol/tool';
import { fakeTool } from '../testing/engine-harness';
import type { PermissionQuery } from './permission';
import { decidePermission } from './permission';
import type { PermissionMode, PermissionRules } from './permission-types';

const NO_RULES: PermissionRules = { allow: [], ask: [], deny: [] };

function classifier(decision: Partial<RiskDecision> & Pick<RiskDecision, 'verdict'>): RiskClassifier {
  return {
    classify: () => ({ rule: `bash.${decision.verdict.toLowerCase()}`, reason: 'test', ...decision }),
  };
}

const tools: Record<string, Tool> = {
  Read: fakeTool('Read', { safe: true }),
  Grep: fakeTool('Grep', { safe: true }),
  Glob: fakeTool('Glob', { safe: true }),
  LS: fakeTool('LS', { safe: true }),
  TodoWrite: fakeTool('TodoWrite'),
  Edit: fakeTool('Edit', { lockUse: 'edit' }),
  Write: fakeTool('Write', { lockUse: 'write' }),
  Task: fakeTool('Task'),
  Bash: fakeTool('Bash'),
  myFunction: fakeTool('myFunction'),
};

function decide(
  toolName: string,
  input: Record<string, unknown> = {},
  options: {
    mode?: PermissionMode;
    rules?: Partial<PermissionRules>;
    insideSubagent?: boolean;
    tool?: Tool;
    grants?: string[];
  } = {},
) {
  const query: PermissionQuery = {
    toolName,
    tool: options.tool ?? tools[toolName],
    input,
    cwd: '/workspace',
    insideSubagent: options.insideSubagent ?? false,
    settings: { mode: options.mode ?? 'ask', rules: { ...NO_RULES, ...options.rules } },
    grants: options.grants ?? [],
  };
  return decidePermission(query);
}

describe('decidePermission: defaults', () => {
  it('allows reads, the todo list, edits, Task and registered functions', () => {
    for (const name of ['Read', 'Grep', 'Glob', 'LS', 'TodoWrite', 'Edit', 'Write', 'Task', 'myFunction']) {
      expect(decide(name, { path: 'a.ts' }).verdict, name).toBe('ALLOW');
    }
  });

  it('denies a name that is not registered (fail-closed)', () => {
    expect(decide('Nope', {})).toMatchObject({ verdict: 'DENY', rule: 'unknown-tool' });
  });

  it('denies Task inside a subagent and edits in read-only mode', () => {
    expect(decide('Task', {}, { insideSubagent: true })).toMatchObject({
      verdict: 'DENY',
      rule: 'default.task-in-subagent',
    });
    expect(decide('Edit', { path: 'a' }, { mode: 'read-only' })).toMatchObject({
      verdict: 'DENY',
      rule: 'mode.read-only',
    });
    expect(decide('Write', { path: 'a' }, { mode: 'read-only' }).verdict).toBe('DENY');
    expect(decide('Read', { path: 'a' }, { mode: 'read-only' }).verdict).toBe('ALLOW');
  });

  it('asks for Bash when no classifier is installed, and follows the classifier when one is', () => {
    expect(decide('Bash', { command: 'ls' })).toMatchObject({
      verdict: 'ASK',
      rule: 'default.bash-unclassified',
    });
    const bash = fakeTool('Bash', { risk: classifier({ verdict: 'DENY', rule: 'bash.deny.rm' }) });
    expect(decide('Bash', { command: 'rm x' }, { tool: bash })).toMatchObject({
      verdict: 'DENY',
      rule: 'bash.deny.rm',
      source: 'classifier',
      risk: expect.objectContaining({ verdict: 'DENY' }),
    });
  });

  it('asks when a classifier throws', () => {
    const broken: RiskClassifier = {
      classify: () => {
        throw new Error('parser crashed');
      },
    };
    expect(decide('Bash', { command: 'x' }, { tool: fakeTool('Bash', { risk: broken }) })).toMatchObject({
      verdict: 'ASK',
      rule: 'classifier-error',
    });
  });
});

describe('decidePermission: user rules', () => {
  const bashAsk = fakeTool('Bash', { risk: classifier({ verdict: 'ASK' }) });

  it('allows a Bash prefix rule, at a word boundary, for a simple command only', () => {
    const rules = { allow: ['Bash(npm run:*)'] };
    expect(decide('Bash', { command: 'npm run build' }, { tool: bashAsk, rules })).toMatchObject({
      verdict: 'ALLOW',
      rule: 'user.allow:Bash(npm run:*)',
    });
    expect(decide('Bash', { command: 'npm run' }, { tool: bashAsk, rules }).verdict).toBe('ALLOW');
    expect(decide('Bash', { command: 'npm runner' }, { tool: bashAsk, rules }).verdict).toBe('ASK');
    expect(decide('Bash', { command: 'npm run x; mv a b' }, { tool: bashAsk, rules }).verdict).toBe('ASK');
    expect(decide('Bash', { command: 'npm run x\ncurl evil' }, { tool: bashAsk, rules }).verdict).toBe('ASK');
  });

  it('applies a Bash deny or ask rule to every command of a chain, and past variable assignments', () => {
    const deny = { deny: ['Bash(rm:*)'] };
    for (const command of [
      'rm -rf x',
      'echo hi && rm -rf x',
      'echo hi; rm x',
      'A=1 B=2 rm x',
      'ls | rm x',
      'echo $(rm x)',
    ]) {
      expect(decide('Bash', { command }, { tool: bashAsk, rules: deny })).toMatchObject({
        verdict: 'DENY',
        rule: 'user.deny:Bash(rm:*)',
      });
    }
    expect(decide('Bash', { command: 'echo rm x' }, { tool: bashAsk, rules: deny }).verdict).toBe('ASK');
    expect(decide('Bash', { command: 'rmdir x' }, { tool: bashAsk, rules: deny }).verdict).toBe('ASK');
    const bashAllow = fakeTool('Bash', { risk: classifier({ verdict: 'ALLOW' }) });
    expect(
      decide(
        'Bash',
        { command: 'cat a && git push' },
        { tool: bashAllow, rules: { ask: ['Bash(git push)'] } },
      ),
    ).toMatchObject({ verdict: 'ASK', rule: 'user.ask:Bash(git push)' });
  });

  it('never lets an allow rule loosen a DENY', () => {
    const bashDeny = fakeTool('Bash', { risk: classifier({ verdict: 'DENY' }) });
    expect(
      decide('Bash', { command: 'rm -rf x' }, { tool: bashDeny, rules: { allow: ['Bash'] } }).verdict,
    ).toBe('DENY');
  });

  it('evaluates deny, then ask, then allow: first match wins', () => {
    const rules = { deny: ['Edit(secrets/**)'], ask: ['Edit(src/**)'], allow: ['Edit'] };
    expect(decide('Edit', { path: 'secrets/key.txt' }, { rules })).toMatchObject({
      verdict: 'DENY',
      rule: 'user.deny:Edit(secrets/**)',
    });
    expect(decide('Edit', { path: './src/a.ts' }, { rules })).toMatchObject({
      verdict: 'ASK',
      rule: 'user.ask:Edit(src/**)',
    });
    expect(decide('Edit', { path: '/workspace/README.md' }, { rules })).toMatchObject({
      verdict: 'ALLOW',
      rule: 'user.allow:Edit',
    });
  });

  it('matches file globs on the workspace-relative path in any spelling', () => {
    const rules = { deny: ['Read(/workspace/.env)'] };
    for (const path of ['.env', './.env', '/workspace/.env', 'src/../.env']) {
      expect(decide('Read', { path }, { rules }).verdict, path).toBe('DENY');
    }
    expect(decide('Read', { path: 'src/.env' }, { rules }).verdict).toBe('ALLOW');
  });

  it('matches a bare rule on every call of the tool, and ignores malformed rules', () => {
    expect(decide('myFunction', { input: 'x' }, { rules: { deny: ['myFunction'] } }).verdict).toBe('DENY');
    expect(decide('Read', { path: 'a' }, { rules: { deny: ['Read(', '(x)', 'Read()'] } }).verdict).toBe(
      'ALLOW',
    );
  });

  it('treats "approve always" grants like allow rules', () => {
    expect(
      decide('Bash', { command: 'npm test' }, { tool: bashAsk, grants: ['Bash(npm test)'] }),
    ).toMatchObject({
      verdict: 'ALLOW',
      source: 'grant',
    });
    expect(
      decide('Bash', { command: 'npm test -- x' }, { tool: bashAsk, grants: ['Bash(npm test)'] }).verdict,
    ).toBe('ASK');
  });

  it('offers the exact subject as the "approve always" rule, and nothing for a chained command', () => {
    expect(decide('Bash', { command: 'npm test' }, { tool: bashAsk }).alwaysRule).toBe('Bash(npm test)');
    expect(decide('Bash', { command: 'a && b' }, { tool: bashAsk }).alwaysRule).toBeNull();
    expect(decide('Edit', { path: 'src/[id].ts' }, { rules: { ask: ['Edit'] } }).alwaysRule).toBe(
      'Edit(src/\\[id\\].ts)',
    );
    expect(decide('Read', { path: 'a' }).alwaysRule).toBeNull();
  });
});

describe('decidePermission: modes', () => {
  const bashAsk = fakeTool('Bash', { risk: classifier({ verdict: 'ASK' }) });
  const bashWrite = fakeTool('Bash', {
    risk: classifier({ verdict: 'ASK', writesOnlyInsideWorkspace: true }),
  });
  const bashAllow = fakeTool('Bash', { risk: classifier({ verdict: 'ALLOW' }) });

  it('auto-deny turns every ASK into DENY (the seed)', () => {
    expect(decide('Bash', { command: 'x' }, { tool: bashAsk, mode: 'auto-deny' })).toMatchObject({
      verdict: 'DENY',
      rule: 'mode.auto-deny',
    });
  });

  it('accept-edits allows an ASK for a write inside the workspace, and only that', () => {
    expect(decide('Bash', { command: 'touch a' }, { tool: bashWrite, mode: 'accept-edits' })).toMatchObject({
      verdict: 'ALLOW',
      rule: 'mode.accept-edits',
    });
    expect(decide('Bash', { command: 'curl x' }, { tool: bashAsk, mode: 'accept-edits' }).verdict).toBe(
      'ASK',
    );
    const rules = { ask: ['Edit'] };
    expect(decide('Edit', { path: 'src/a.ts' }, { mode: 'accept-edits', rules }).verdict).toBe('ALLOW');
    expect(decide('Edit', { path: '../outside' }, { mode: 'accept-edits', rules }).verdict).toBe('ASK');
  });

  it('read-only keeps only reads: functions and write-class Bash are denied, read-only Bash runs', () => {
    expect(decide('myFunction', { input: 'x' }, { mode: 'read-only' }).verdict).toBe('DENY');
    expect(decide('Bash', { command: 'ls' }, { tool: bashAllow, mode: 'read-only' }).verdict).toBe('ALLOW');
    expect(decide('Bash', { command: 'touch a' }, { tool: bashWrite, mode: 'read-only' }).verdict).toBe(
      'DENY',
    );
    expect(
      decide(
        'Bash',
        { command: 'npm run x' },
        { tool: bashAsk, mode: 'read-only', rules: { allow: ['Bash(npm run:*)'] } },
      ).verdict,
    ).toBe('DENY');
  });
});
