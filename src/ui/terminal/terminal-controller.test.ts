// The terminal's behaviour without xterm or a worker: a fake screen and a scripted port.
import { describe, expect, it } from 'vitest';
import { TerminalController, type TerminalView, type XtermLike } from './terminal-controller';
import type { TerminalDecisionView, TerminalOutcome, TerminalPort } from '../ports/terminal-port';
import { en, type Messages } from '../i18n/en';
import { zh } from '../i18n/zh';

const ask: TerminalDecisionView = {
  verdict: 'ASK',
  rule: 'bash.ask.write-file',
  reason: 'Writes a file.',
  node: 'echo hi > a.txt',
  seedRegexVerdict: 'ASK',
  seedRegexRule: 'default',
};

function ran(overrides: Partial<Extract<TerminalOutcome, { kind: 'ran' }>> = {}): TerminalOutcome {
  return {
    kind: 'ran',
    decision: { ...ask, verdict: 'ALLOW', rule: 'bash.allow.read-only' },
    stdout: '',
    stderr: '',
    exitCode: 0,
    cwd: '/workspace',
    stop: null,
    stopped: false,
    changes: { kind: 'none' },
    ...overrides,
  };
}

/** The real strings of a language, interpolated as i18next does. */
function translator(messages: Messages) {
  return (key: string, values: Record<string, string | number> = {}) => {
    const template = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(template).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

function setup(answers: TerminalOutcome[], t?: ReturnType<typeof translator>) {
  let screen = '';
  let listener: (data: string) => void = () => undefined;
  const term: XtermLike = {
    write: (data) => (screen += data),
    onData: (next) => ((listener = next), { dispose: () => undefined }),
  };
  const calls: { command: string; approved: boolean }[] = [];
  let stops = 0;
  let release: (() => void) | null = null;
  const port: TerminalPort = {
    run: async (command, approved) => {
      calls.push({ command, approved });
      const answer = answers.shift() ?? ran();
      if (answer.kind === 'ran' && answer.stopped) await new Promise<void>((resolve) => (release = resolve));
      return answer;
    },
    stop: () => {
      stops += 1;
      release?.();
      return Promise.resolve(true);
    },
    info: () => Promise.reject(new Error('unused')),
  };
  const views: TerminalView[] = [];
  let changed = 0;
  const controller = new TerminalController(term, {
    port,
    t: t ?? ((key, values) => `${key}${values ? JSON.stringify(values) : ''}`),
    workspaceChanged: () => (changed += 1),
    viewChanged: (view) => views.push(view),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    controller,
    type: async (data: string) => (listener(data), await settle()),
    screen: () => screen,
    calls,
    views,
    stops: () => stops,
    changed: () => changed,
  };
}

describe('TerminalController', () => {
  it('asks before an ASK command, runs it approved on y, and refreshes the workspace', async () => {
    const t = setup([
      { kind: 'needs-approval', decision: ask },
      ran({ stdout: 'hi\n', changes: { kind: 'applied', paths: ['a.txt'] } }),
    ]);
    await t.type('echo hi > a.txt\r');
    expect(t.controller.view.phase).toMatchObject({ kind: 'asking', command: 'echo hi > a.txt' });
    expect(t.screen()).toContain('terminal.ask{"rule":"bash.ask.write-file"');
    await t.type('y');
    expect(t.calls).toEqual([
      { command: 'echo hi > a.txt', approved: false },
      { command: 'echo hi > a.txt', approved: true },
    ]);
    expect(t.screen()).toContain('hi\r\n');
    expect(t.screen()).toContain('terminal.applied{"paths":"a.txt"}');
    expect(t.changed()).toBe(1);
    expect(t.controller.view.phase.kind).toBe('idle');
  });

  it('runs nothing when the person answers n', async () => {
    const t = setup([{ kind: 'needs-approval', decision: ask }]);
    await t.type('touch x\r');
    await t.type('n');
    expect(t.calls).toHaveLength(1);
    expect(t.screen()).toContain('terminal.declined');
    expect(t.controller.view.phase.kind).toBe('idle');
  });

  it('shows the DENY rule and both verdicts', async () => {
    const deny = {
      ...ask,
      verdict: 'DENY' as const,
      rule: 'bash.deny.rm',
      node: 'rm a',
      seedRegexVerdict: null,
    };
    const t = setup([{ kind: 'refused', decision: deny }]);
    await t.type('rm a\r');
    expect(t.screen()).toContain('terminal.refused{"rule":"bash.deny.rm"');
    // The verdict is painted red and spelled out (colour is never the only signal); JSON shows ESC as \u001b.
    expect(t.screen()).toContain('terminal.verdicts{"verdict":"\\u001b[31m\\u001b[1mDENY');
    expect(t.screen()).toContain('"seedVerdict":"—"');
  });

  it('stops a running command on Ctrl+C and ignores other keys meanwhile', async () => {
    const t = setup([ran({ stopped: true, stop: { kind: 'stopped' }, exitCode: 130 })]);
    await t.type('while true; do :; done\r');
    expect(t.controller.view.phase.kind).toBe('running');
    await t.type('ls\r');
    expect(t.calls).toHaveLength(1);
    await t.type('\x03');
    expect(t.stops()).toBe(1);
    expect(t.screen()).toContain('terminal.stopped');
    expect(t.controller.view.phase.kind).toBe('idle');
  });

  it('carries the cwd into the prompt and draws hostile output safely', async () => {
    const t = setup([ran({ cwd: '/workspace/src', stdout: '\x1b[2Jok', exitCode: 2 })]);
    await t.type('cd src; printf x\r');
    expect(t.screen()).toContain('\u241b[2Jok\r\n');
    expect(t.screen()).toContain('terminal.exitCode{"code":2}');
    expect(t.screen()).toContain('/workspace/src\x1b[0m $ ');
    expect(t.views.at(-1)).toEqual({ phase: { kind: 'idle' }, cwd: '/workspace/src' });
  });

  it('clears the screen for `clear`, and draws what follows it', async () => {
    const t = setup([ran({ stdout: '\x1b[2J\x1b[H' }), ran({ stdout: 'old\n\x1b[H\x1b[2J\x1b[3Jnew\n' })]);
    await t.type('clear\r');
    expect(t.screen()).not.toContain('\u241b');
    expect(t.screen().endsWith('\x1b[H\x1b[2J\x1b[3J\x1b[34m\x1b[1m/workspace\x1b[0m $ ')).toBe(true);
    await t.type('echo old; clear; echo new\r');
    expect(t.screen()).not.toContain('old\r\n');
    expect(t.screen()).toContain('\x1b[3Jnew\r\n');
  });

  it('asks in whole sentences: the reason keeps its one full stop, in English and Chinese', async () => {
    const dynamic = {
      ...ask,
      rule: 'bash.ask.dynamic-command',
      reason: 'The command name is computed at run time, so it cannot be judged.',
    };
    // Chinese puts no space after a sentence's stop; English does.
    for (const [messages, next] of [
      [en, 'cannot be judged. Run it?'],
      [zh, 'cannot be judged.要运行吗？'],
    ] as const) {
      const t = setup([{ kind: 'needs-approval', decision: dynamic }], translator(messages));
      await t.type('$cmd\r');
      expect(t.screen()).toContain(next);
      expect(t.screen()).not.toMatch(/judged\.[.。]/);
    }
    const bare = setup(
      [{ kind: 'needs-approval', decision: { ...ask, reason: 'Writes a file' } }],
      translator(en),
    );
    await bare.type('touch a\r');
    expect(bare.screen()).toContain('asks first: Writes a file. Run it? [y/n]');
  });
});
