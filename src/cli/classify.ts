// `npm run classify -- '<command>' [--cwd /workspace/dir]`: prints the AST classifier's decision for one Bash
// command beside the seed regex classifier's verdict, as JSON, for people testing their own harness rules.
import { seedRegexOf } from '../engine/protocol/seed-regex-details';
import { classifyBashCommand } from '../shell/risk/bash-risk-classifier';
import { loadShellSyntax } from '../shell/syntax/shell-syntax';

const args = process.argv.slice(2);
const cwdFlag = args.indexOf('--cwd');
const cwd = cwdFlag >= 0 ? (args.splice(cwdFlag, 2)[1] ?? '/workspace') : '/workspace';
if (args.length !== 1) {
  process.stderr.write("usage: npm run classify -- '<command>' [--cwd /workspace/dir]\n");
  process.exit(2);
}

const syntax = await loadShellSyntax();
const decision = classifyBashCommand(syntax, { command: args[0]!, cwd });
const output = {
  verdict: decision.verdict,
  rule: decision.rule,
  node: decision.node ?? '',
  seedRegexVerdict: seedRegexOf(decision)?.verdict,
};
process.stdout.write(`${JSON.stringify(output)}\n`);
