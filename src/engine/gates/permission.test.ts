import { describe, expect, it } from 'vitest';
import type { CommandPart } from '../protocol/command-parts';
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

function simple(...words: (string | null)[]): CommandPart {
  return { text: words.join(' '), words, equivalents: [], wrapper: false, unresolved: null };
}

/** A classifier that also describes the command, as Bash's does; `split` makes one part per command. */
function described(
  decision: Partial<RiskDecision> & Pick<RiskDecision, 'verdict'>,
  split: (command: string) => string[],
): RiskClassifier {
  return {
    ...classifier(decision),
    commandParts: (input) => [simple(...split(String(input.command)))],
  };
}

function withParts(verdict: RiskDecision['verdict'], parts: CommandPart[] | null): Tool {
  return fakeTool('Bash', { risk: { ...classifier({ verdict }), commandParts: () => parts } });
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

  it('decides by the class a tool declares, never by its name', () => {
    const writesUnderAReadName = fakeTool('Read', { permissionClass: 'write', pathArguments: ['path'] });
    expect(decide('Read', { path: 'a' }, { tool: writesUnderAReadName, mode: 'read-only' })).toMatchObject({
      verdict: 'DENY',
      rule: 'mode.read-only',
    });
    const readsUnderANewName = fakeTool('Peek', { permissionClass: 'read' });
    expect(decide('Peek', {}, { tool: readsUnderANewName, mode: 'read-only' })).toMatchObject({
      verdict: 'ALLOW',
      rule: 'default.read',
      reason: 'Peek only reads.',
    });
    // No class declared: allowed, but read-only mode keeps only what declares it reads.
    expect(decide('myFunction', {}).rule).toBe('default.registered');
    expect(decide('myFunction', {}, { mode: 'read-only' }).verdict).toBe('DENY');
  });

  it('denies edits in read-only mode', () => {
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
      rule: 'default.exec-unclassified',
      reason: 'No risk classifier is installed for Bash, so a person decides.',
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
  const bashAsk = fakeTool('Bash', { risk: described({ verdict: 'ASK' }, (c) => c.split(/\s+/)) });

  it('allows a Bash prefix rule, at a word boundary, for the parsed words', () => {
    const rules = { allow: ['Bash(npm run:*)'] };
    expect(decide('Bash', { command: 'npm run build' }, { tool: bashAsk, rules })).toMatchObject({
      verdict: 'ALLOW',
      rule: 'user.allow:Bash(npm run:*)',
      reason: "The allow rule 'Bash(npm run:*)' matches.",
    });
    expect(decide('Bash', { command: 'npm run' }, { tool: bashAsk, rules }).verdict).toBe('ALLOW');
    expect(decide('Bash', { command: 'npm runner' }, { tool: bashAsk, rules }).verdict).toBe('ASK');
  });

  it('allows a compound command only when every part is allowed, looking through wrappers', () => {
    const tool = withParts('ASK', [simple('cd', 'src'), simple('npm', 'test')]);
    expect(decide('Bash', { command: 'x' }, { tool, rules: { allow: ['Bash(npm test)'] } }).verdict).toBe(
      'ASK',
    );
    expect(
      decide('Bash', { command: 'x' }, { tool, rules: { allow: ['Bash(npm test)', 'Bash(cd:*)'] } }),
    ).toMatchObject({
      verdict: 'ALLOW',
      rule: 'user.allow:Bash(cd:*), user.allow:Bash(npm test)',
      reason: "The allow rules 'Bash(cd:*)', 'Bash(npm test)' cover every command of the line.",
    });
    const wrapped = withParts('ASK', [
      { ...simple('timeout', '5', 'npm', 'test'), wrapper: true },
      simple('npm', 'test'),
    ]);
    expect(
      decide('Bash', { command: 'x' }, { tool: wrapped, rules: { allow: ['Bash(npm test)'] } }).verdict,
    ).toBe('ALLOW');
  });

  it('never lets an allow cover an unresolved part, an empty description or an unparsed command', () => {
    const allow = { allow: ['Bash(git:*)'] };
    const hidden = withParts('ASK', [{ ...simple('git', 'log'), unresolved: 'computed' }]);
    expect(decide('Bash', { command: 'x' }, { tool: hidden, rules: allow }).rule).toBe('bash.ask');
    expect(decide('Bash', { command: 'x' }, { tool: withParts('ASK', []), rules: allow }).verdict).toBe(
      'ASK',
    );
    expect(decide('Bash', { command: 'x' }, { tool: withParts('ASK', null), rules: allow }).verdict).toBe(
      'ASK',
    );
    // A classifier that does not describe commands is the same as a command nobody could parse.
    const plain = fakeTool('Bash', { risk: classifier({ verdict: 'ASK' }) });
    expect(decide('Bash', { command: 'git log' }, { tool: plain, rules: allow }).verdict).toBe('ASK');
    // A bare rule allows every call of the tool, whatever its command.
    expect(decide('Bash', { command: 'x' }, { tool: hidden, rules: { allow: ['Bash'] } }).verdict).toBe(
      'ALLOW',
    );
  });

  it('applies a Bash deny or ask rule to any part, in any of its spellings, and to an unparsed command', () => {
    const deny = { deny: ['Bash(git push:*)'] };
    const chained = withParts('ASK', [simple('echo', 'hi'), simple('git', 'push', 'origin')]);
    expect(decide('Bash', { command: 'x' }, { tool: chained, rules: deny })).toMatchObject({
      verdict: 'DENY',
      rule: 'user.deny:Bash(git push:*)',
      reason: "The deny rule 'Bash(git push:*)' matches 'git push origin'.",
    });
    const spelt = withParts('ALLOW', [
      { ...simple('/usr/bin/git', '-C', '.', 'push'), equivalents: [['git', 'push']] },
    ]);
    expect(decide('Bash', { command: 'x' }, { tool: spelt, rules: deny }).verdict).toBe('DENY');
    const unresolved = withParts('ASK', [{ ...simple('git', 'push', null), unresolved: 'computed' }]);
    expect(decide('Bash', { command: 'x' }, { tool: unresolved, rules: deny }).verdict).toBe('DENY');
    expect(
      decide('Bash', { command: 'x' }, { tool: withParts('ASK', [simple('git', null)]), rules: deny })
        .verdict,
    ).toBe('ASK');
    expect(decide('Bash', { command: 'x' }, { tool: withParts('ASK', null), rules: deny })).toMatchObject({
      verdict: 'DENY',
      reason: expect.stringContaining('could not be parsed'),
    });
    const readOnly = withParts('ALLOW', [simple('cat', 'a'), simple('git', 'push')]);
    expect(
      decide('Bash', { command: 'x' }, { tool: readOnly, rules: { ask: ['Bash(git push)'] } }),
    ).toMatchObject({
      verdict: 'ASK',
      rule: 'user.ask:Bash(git push)',
    });
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

  it('treats "approve always" grants like allow rules, alone or beside allow rules', () => {
    expect(
      decide('Bash', { command: 'npm test' }, { tool: bashAsk, grants: ['Bash(npm test)'] }),
    ).toMatchObject({
      verdict: 'ALLOW',
      source: 'grant',
      rule: 'grant:Bash(npm test)',
      reason: "Approved always earlier in this session ('Bash(npm test)').",
    });
    expect(
      decide('Bash', { command: 'npm test -- x' }, { tool: bashAsk, grants: ['Bash(npm test)'] }).verdict,
    ).toBe('ASK');
    const tool = withParts('ASK', [simple('cd', 'src'), simple('npm', 'test')]);
    expect(
      decide(
        'Bash',
        { command: 'x' },
        { tool, rules: { allow: ['Bash(cd:*)'] }, grants: ['Bash(npm test)'] },
      ),
    ).toMatchObject({
      verdict: 'ALLOW',
      source: 'grant',
      rule: 'user.allow:Bash(cd:*), grant:Bash(npm test)',
    });
  });

  it('offers the exact words as the "approve always" rule, and nothing for more than one part', () => {
    expect(decide('Bash', { command: 'npm  test' }, { tool: bashAsk }).alwaysRule).toBe('Bash(npm test)');
    const quoted = withParts('ASK', [simple('grep', 'a b', "it's", 'x:*')]);
    expect(decide('Bash', { command: 'x' }, { tool: quoted }).alwaysRule).toBe(
      `Bash(grep 'a b' "it's" 'x:*')`,
    );
    const chained = withParts('ASK', [simple('a'), simple('b')]);
    expect(decide('Bash', { command: 'a && b' }, { tool: chained }).alwaysRule).toBeNull();
    const hidden = withParts('ASK', [{ ...simple('a', null), unresolved: 'computed' }]);
    expect(decide('Bash', { command: 'a $x' }, { tool: hidden }).alwaysRule).toBeNull();
    expect(decide('Bash', { command: 'a' }, { tool: withParts('ASK', null) }).alwaysRule).toBeNull();
    expect(decide('Edit', { path: 'src/[id].ts' }, { rules: { ask: ['Edit'] } }).alwaysRule).toBe(
      'Edit(src/\\[id\\].ts)',
    );
    expect(decide('Read', { path: 'a' }).alwaysRule).toBeNull();
  });

  it('matches an "approve always" path rule, escapes and all, against the same path', () => {
    const always = decide('Edit', { path: 'src/[id].ts' }, { rules: { ask: ['Edit(src/**)'] } }).alwaysRule;
    expect(always).not.toBeNull();
    const askingEdit = fakeTool('Edit', { lockUse: 'edit', risk: classifier({ verdict: 'ASK' }) });
    expect(decide('Edit', { path: './src/[id].ts' }, { tool: askingEdit, grants: [always!] }).verdict).toBe(
      'ALLOW',
    );
    expect(decide('Edit', { path: 'src/i.ts' }, { tool: askingEdit, grants: [always!] }).verdict).toBe('ASK');
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
