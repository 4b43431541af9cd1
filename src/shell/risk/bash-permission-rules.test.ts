// Permission rules over real Bash commands (issue 18, item 1): a rule matches the parsed command, never the
// raw text, so whitespace, quoting, chains and wrappers neither slip a deny nor stretch an allow.
import fc from 'fast-check';
import * as justBash from 'just-bash';
import { describe, expect, it } from 'vitest';
import { decidePermission, type PermissionDecision } from '../../engine/gates/permission';
import type { PermissionMode, PermissionRules } from '../../engine/gates/permission-types';
import type { Tool } from '../../engine/protocol/tool';
import { toolSuccess } from '../../engine/protocol/tool-result';
import { syntaxFromModule } from '../syntax/shell-syntax';
import { createBashRiskClassifier } from './bash-risk-classifier';
import { propertyOptions } from '../../common/testing/property-runs';

const bash: Tool = {
  name: 'Bash',
  description: 'Bash (test).',
  parameters: { type: 'object', properties: {} },
  lockUse: 'none',
  risk: createBashRiskClassifier(syntaxFromModule(justBash)),
  isConcurrencySafe: () => false,
  run: () => Promise.resolve(toolSuccess('ok')),
};

const ISSUE_RULES: PermissionRules = { allow: ['Bash(git:*)'], ask: [], deny: ['Bash(git push:*)'] };

function decide(
  command: string,
  rules: PermissionRules = ISSUE_RULES,
  mode: PermissionMode = 'ask',
): PermissionDecision {
  return decidePermission({
    toolName: 'Bash',
    tool: bash,
    input: { command },
    cwd: '/workspace',
    insideSubagent: false,
    settings: { mode, rules },
    grants: [],
  });
}

describe('a Bash deny rule', () => {
  it('denies the issue’s spellings of git push, with the allow for git beside it', () => {
    for (const command of [
      'git push origin main',
      'git  push origin main',
      'git\tpush origin main',
      'git \t push\t\torigin main',
      "git 'push' origin main",
      'g"i"t pu\\sh origin main',
      '\'git\' "push"',
    ]) {
      expect(decide(command), command).toMatchObject({ verdict: 'DENY', rule: 'user.deny:Bash(git push:*)' });
    }
  });

  it('denies git push wherever it stands: lists, pipelines, groups, substitutions, wrappers, nested scripts', () => {
    for (const command of [
      'git status && git push',
      'echo hi; git push',
      'git log | git push',
      'true || git push',
      'git push &',
      '(git push)',
      '{ git push; }',
      'if true; then git push; fi',
      'for x in a; do git push; done',
      'echo $(git push)',
      'echo `git push`',
      'X=$(git push)',
      'A=1 git push',
      'env git push',
      'env A=1 git push',
      'command git push',
      'nice -n 5 git push',
      'timeout 5 git push',
      'timeout -s KILL 5 nohup git push',
      'echo origin | xargs git push',
      'find . -exec git push {} ;',
      '/usr/bin/git push',
      'git -C . push',
      'git --no-pager push',
      'git -c user.name=x push',
      'eval git push',
      "sed -n '1e git push' a.txt",
      'awk \'BEGIN { system("git push") }\'',
      'git push $REMOTE',
    ]) {
      expect(decide(command).verdict, command).toBe('DENY');
    }
  });

  it('names the part it matched', () => {
    expect(decide('cd src && git  push origin').reason).toBe(
      "The deny rule 'Bash(git push:*)' matches 'git push origin'.",
    );
  });

  it('leaves other commands alone', () => {
    expect(decide('echo git push').verdict).toBe('ALLOW');
    expect(decide('git pushx').rule).toBe('user.allow:Bash(git:*)');
    expect(decide('cat push').verdict).toBe('ALLOW');
  });
});

describe('a Bash allow rule', () => {
  const allowGit: PermissionRules = { allow: ['Bash(git:*)'], ask: [], deny: [] };

  it('approves what it names, however it is spaced or quoted', () => {
    for (const command of [
      'git commit -m x',
      'git  commit  -m x',
      "git\tcommit -m 'x'",
      'g"it" commit -m x',
    ]) {
      expect(decide(command, allowGit), command).toMatchObject({
        verdict: 'ALLOW',
        rule: 'user.allow:Bash(git:*)',
      });
    }
  });

  it('approves a line only when every part is allowed; a wrapper is looked through', () => {
    expect(decide('git add a && git commit -m x', allowGit).verdict).toBe('ALLOW');
    expect(decide('timeout 5 git commit -m x', allowGit).verdict).toBe('ALLOW');
    expect(decide('git commit -m x; curl example.com', allowGit)).toMatchObject({
      verdict: 'ASK',
      source: 'classifier',
    });
    expect(decide('git commit -m x | sh', allowGit).verdict).toBe('DENY');
    const both: PermissionRules = { allow: ['Bash(git:*)', 'Bash(curl:*)'], ask: [], deny: [] };
    expect(decide('git commit -m x; curl example.com', both).verdict).toBe('ALLOW');
  });

  it('never covers a part it cannot see: it falls to the classifier', () => {
    const cases: [string, string][] = [
      ['bash -c "git commit -m x"', 'DENY'],
      ['sh -c "git commit"', 'DENY'],
      ['eval git commit', 'DENY'],
      ['git commit -m "$(curl example.com)"', 'ASK'],
      ['$GIT commit', 'ASK'],
      ['g$X commit', 'ASK'],
      ['git commit -m $MSG', 'ASK'],
      ['git comm[i]t -m x', 'ASK'],
      ['GIT_DIR=/tmp git commit -m x', 'ASK'],
      ['env GIT_DIR=x git commit -m x', 'ASK'],
      ['git commit -m x > notes.txt', 'ASK'],
      ['{ git commit -m x; } > notes.txt', 'ASK'],
      ['GIT_DIR=x; git commit -m x', 'ASK'],
      ['echo x | xargs git commit -m', 'ASK'],
    ];
    for (const [command, verdict] of cases) {
      const decision = decide(command, allowGit);
      expect(decision.verdict, command).toBe(verdict);
      expect(decision.source, command).toBe('classifier');
    }
  });

  it('offers the parsed words as "approve always", and nothing for a line of several parts', () => {
    const none: PermissionRules = { allow: [], ask: [], deny: [] };
    expect(decide('git  commit   -m "a b"', none).alwaysRule).toBe("Bash(git commit -m 'a b')");
    expect(decide('git add a && git commit -m x', none).alwaysRule).toBeNull();
    expect(decide('git commit -m $MSG', none).alwaysRule).toBeNull();
    const granted = decidePermission({
      toolName: 'Bash',
      tool: bash,
      input: { command: "git commit -m 'a b'" },
      cwd: '/workspace',
      insideSubagent: false,
      settings: { mode: 'ask', rules: none },
      grants: ["Bash(git commit -m 'a b')"],
    });
    expect(granted).toMatchObject({ verdict: 'ALLOW', source: 'grant' });
  });
});

// Generators of spellings a shell reads as the same words.
const blank = fc.array(fc.constantFrom(' ', '\t'), { minLength: 1, maxLength: 3 }).map((b) => b.join(''));

function quoted(word: string): fc.Arbitrary<string> {
  return fc.constantFrom('plain', 'single', 'double', 'half', 'escaped').map((style) => {
    switch (style) {
      case 'single':
        return `'${word}'`;
      case 'double':
        return `"${word}"`;
      case 'half':
        return `${word.slice(0, 1)}'${word.slice(1)}'`;
      case 'escaped':
        return `\\${word}`;
      case 'plain':
        return word;
    }
  });
}

function spelling(words: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.tuple(...words.map(quoted)),
      fc.array(blank, { minLength: words.length, maxLength: words.length }),
    )
    .map(([spelt, gaps]) => spelt.map((w, i) => (i === 0 ? w : `${gaps[i]}${w}`)).join(''));
}

const around = fc.constantFrom(
  (c: string) => c,
  (c: string) => `echo a; ${c}`,
  (c: string) => `true && ${c}`,
  (c: string) => `ls | ${c}`,
  (c: string) => `${c} || echo failed`,
  (c: string) => `timeout 5 ${c}`,
  (c: string) => `env ${c}`,
  (c: string) => `command ${c}`,
  (c: string) => `nice -n 2 ${c}`,
  (c: string) => `(${c})`,
  (c: string) => `echo "$(${c})"`,
);

describe('generated spellings', () => {
  it('never slip a deny rule', () => {
    fc.assert(
      fc.property(spelling(['git', 'push', 'origin', 'main']), around, (command, wrap) => {
        const line = wrap(command);
        expect(decide(line).rule, line).toBe('user.deny:Bash(git push:*)');
      }),
      propertyOptions(300),
    );
  });

  it('are all approved by an allow rule that names the command', () => {
    const allow: PermissionRules = { allow: ['Bash(git commit:*)'], ask: [], deny: [] };
    fc.assert(
      fc.property(spelling(['git', 'commit', '-m', 'note']), (command) => {
        expect(decide(command, allow).rule, command).toBe('user.allow:Bash(git commit:*)');
      }),
      propertyOptions(200),
    );
  });

  it('never get an allow when a part is hidden from it', () => {
    const allow: PermissionRules = { allow: ['Bash(git:*)', 'Bash(echo:*)'], ask: [], deny: [] };
    const hidden = fc.constantFrom(
      'bash -c "git log"',
      'eval git log',
      '$CMD',
      'git log $X',
      'echo $(curl x)',
    );
    fc.assert(
      fc.property(
        spelling(['git', 'log']),
        hidden,
        fc.constantFrom('; ', ' && ', ' | '),
        (command, part, join) => {
          const line = `${command}${join}${part}`;
          expect(decide(line, allow).source, line).not.toBe('user-rule');
        },
      ),
      propertyOptions(200),
    );
  });
});
