// What the terminal does with keys and with the runtime's answers, apart from React and from xterm itself
// (it only needs `write` and `onData`). One command at a time: typing is ignored while a command runs
// (except Ctrl+C, which stops it), and an ASK verdict waits for y/n — typed, or from the toolbar buttons.
import { EMPTY_LINE, feed, type LineState } from './line-editor';
import type { TerminalDecisionView, TerminalOutcome, TerminalPort, Verdict } from '../ports/terminal-port';
import { asSentence } from '../common/sentence';
import { afterLastClear, toTerminalText } from './terminal-text';
import { assertNever } from '../../common/assert-never';

export interface XtermLike {
  write(data: string): void;
  onData(listener: (data: string) => void): { dispose(): void };
}

export type TerminalPhase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly command: string }
  | { readonly kind: 'asking'; readonly command: string; readonly decision: TerminalDecisionView };

export interface TerminalView {
  readonly phase: TerminalPhase;
  readonly cwd: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ControllerDeps {
  readonly port: TerminalPort;
  readonly t: Translate;
  /** The classifier's reason in the page's language (from its rule id); the English one when absent. */
  readonly sayReason?: (decision: TerminalDecisionView) => string;
  /** The command changed files: the page fetches the workspace again for the file tree. */
  readonly workspaceChanged: () => void;
  readonly viewChanged: (view: TerminalView) => void;
}

const ANSI = {
  reset: '\x1b[0m',
  muted: '\x1b[90m',
  bold: '\x1b[1m',
  red: '\x1b[31m',
  green: '\x1b[32m',
  yellow: '\x1b[33m',
  blue: '\x1b[34m',
};
const CLEAR_SCREEN_AND_SCROLLBACK = '\x1b[H\x1b[2J\x1b[3J';
const VERDICT_COLOUR: Record<Verdict, string> = { ALLOW: ANSI.green, ASK: ANSI.yellow, DENY: ANSI.red };

export class TerminalController {
  private line: LineState = EMPTY_LINE;
  private phase: TerminalPhase = { kind: 'idle' };
  private cwd = '/workspace';
  private readonly subscription: { dispose(): void };

  constructor(
    private readonly term: XtermLike,
    private readonly deps: ControllerDeps,
  ) {
    this.subscription = term.onData((data) => this.input(data));
    this.writeLine(`${ANSI.muted}${this.deps.t('terminal.welcome')}${ANSI.reset}`);
    this.prompt();
  }

  get view(): TerminalView {
    return { phase: this.phase, cwd: this.cwd };
  }

  dispose(): void {
    this.subscription.dispose();
  }

  /** The person opened another session: the runtime gave it a fresh terminal at /workspace. */
  sessionChanged(): void {
    if (this.phase.kind === 'asking') this.setPhase({ kind: 'idle' });
    this.cwd = '/workspace';
    this.term.write('\r\n');
    this.writeLine(`${ANSI.muted}${this.deps.t('terminal.newSession')}${ANSI.reset}`);
    if (this.phase.kind === 'idle') this.prompt();
  }

  input(data: string): void {
    switch (this.phase.kind) {
      case 'running':
        if (data.includes('\x03')) void this.stop();
        return;
      case 'asking': {
        const answer = data.trim().toLowerCase();
        if (answer === 'y') void this.answer(true);
        else if (answer === 'n' || data.includes('\x03') || data === '\r') void this.answer(false);
        else this.writeLine(`\r\n${ANSI.muted}${this.deps.t('terminal.askHint')}${ANSI.reset}`);
        return;
      }
      case 'idle':
        this.typed(data);
        return;
      default: {
        return assertNever(this.phase);
      }
    }
  }

  async stop(): Promise<void> {
    if (this.phase.kind === 'running') await this.deps.port.stop();
  }

  /** The ASK answer, typed or from a button. */
  async answer(yes: boolean): Promise<void> {
    if (this.phase.kind !== 'asking') return;
    const { command } = this.phase;
    this.term.write(yes ? 'y\r\n' : 'n\r\n');
    if (yes) return this.execute(command, true);
    this.writeLine(this.deps.t('terminal.declined'));
    this.setPhase({ kind: 'idle' });
    this.prompt();
  }

  private typed(data: string): void {
    const { state, actions } = feed(this.line, data);
    this.line = state;
    for (const action of actions) {
      switch (action.kind) {
        case 'echo':
          this.term.write(action.text); // the line editor echoes printable keys and its own erase sequence only
          break;
        case 'interrupt':
          this.term.write('^C\r\n');
          this.prompt();
          break;
        case 'submit':
          this.term.write('\r\n');
          if (action.line.trim() === '') this.prompt();
          else void this.execute(action.line, false);
          return; // keys after Enter are dropped while the command runs, as a real shell without job control would
        default: {
          return assertNever(action);
        }
      }
    }
  }

  private async execute(command: string, approved: boolean): Promise<void> {
    this.setPhase({ kind: 'running', command });
    let outcome: TerminalOutcome;
    try {
      outcome = await this.deps.port.run(command, approved);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.writeLine(`${ANSI.red}${this.deps.t('terminal.error', { message })}${ANSI.reset}`);
      this.setPhase({ kind: 'idle' });
      this.prompt();
      return;
    }
    this.show(command, outcome, approved);
  }

  private show(command: string, outcome: TerminalOutcome, approved: boolean): void {
    const t = this.deps.t;
    switch (outcome.kind) {
      case 'no-session':
        this.writeLine(`${ANSI.yellow}${t('terminal.noSession')}${ANSI.reset}`);
        break;
      case 'not-kept':
        this.writeLine(`${ANSI.red}${outcome.reason}${ANSI.reset}`);
        break;
      case 'refused':
        this.verdicts(outcome.decision);
        this.writeLine(
          `${ANSI.red}${t('terminal.refused', { ...this.ruleValues(outcome.decision) })}${ANSI.reset}`,
        );
        break;
      case 'needs-approval':
        this.verdicts(outcome.decision);
        this.term.write(`${ANSI.yellow}${t('terminal.ask', this.ruleValues(outcome.decision))}${ANSI.reset}`);
        this.setPhase({ kind: 'asking', command, decision: outcome.decision });
        return;
      case 'ran':
        if (!approved) this.verdicts(outcome.decision);
        this.output(outcome);
        break;
      default: {
        return assertNever(outcome);
      }
    }
    this.setPhase({ kind: 'idle' });
    this.prompt();
  }

  private output(ran: Extract<TerminalOutcome, { kind: 'ran' }>): void {
    const t = this.deps.t;
    this.cwd = ran.cwd;
    this.writeBlock(ran.stdout, '');
    this.writeBlock(ran.stderr, ANSI.red);
    if (ran.stopped) this.writeLine(`${ANSI.yellow}${t('terminal.stopped')}${ANSI.reset}`);
    else if (ran.exitCode !== 0)
      this.writeLine(`${ANSI.muted}${t('terminal.exitCode', { code: ran.exitCode })}${ANSI.reset}`);
    if (ran.changes.kind !== 'none') {
      const key = ran.changes.kind === 'applied' ? 'terminal.applied' : 'terminal.queued';
      this.writeLine(
        `${ANSI.muted}${t(key, { paths: toTerminalText(ran.changes.paths.join(', ')) })}${ANSI.reset}`,
      );
      this.deps.workspaceChanged();
    }
  }

  private verdicts(decision: TerminalDecisionView): void {
    const paint = (verdict: Verdict | null) =>
      verdict ? `${VERDICT_COLOUR[verdict]}${ANSI.bold}${verdict}${ANSI.reset}${ANSI.muted}` : '—';
    const line = this.deps.t('terminal.verdicts', {
      verdict: paint(decision.verdict),
      rule: toTerminalText(decision.rule),
      seedVerdict: paint(decision.seedRegexVerdict),
      seedRule: toTerminalText(decision.seedRegexRule ?? '—'),
    });
    this.writeLine(`${ANSI.muted}${line}${ANSI.reset}`);
  }

  /** Values from the command (its text, the node) are drawn safely; the translation itself is ours. */
  private ruleValues(decision: TerminalDecisionView): Record<string, string> {
    return {
      rule: toTerminalText(decision.rule),
      reason: toTerminalText(asSentence(this.deps.sayReason?.(decision) ?? decision.reason)),
      node: toTerminalText(decision.node),
    };
  }
  private writeBlock(output: string, colour: string): void {
    // `clear` asks for a clean screen: done with our own sequence, then whatever followed it is drawn.
    const { cleared, rest: text } = afterLastClear(output);
    if (cleared) this.term.write(CLEAR_SCREEN_AND_SCROLLBACK);
    if (text === '') return;
    const drawn = toTerminalText(text);
    this.term.write(colour ? `${colour}${drawn}${ANSI.reset}` : drawn);
    if (!drawn.endsWith('\r\n')) this.term.write('\r\n');
  }

  private writeLine(text: string): void {
    this.term.write(`${text}\r\n`);
  }

  private prompt(): void {
    this.term.write(`${ANSI.blue}${ANSI.bold}${toTerminalText(this.cwd)}${ANSI.reset} $ `);
  }

  private setPhase(phase: TerminalPhase): void {
    this.phase = phase;
    this.deps.viewChanged(this.view);
  }
}
