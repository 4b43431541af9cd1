// The per-command rules: what one command (argv) means for risk. DENY, ASK and ALLOW follow issue 5:
// the seed's deny list, ASK for writers, installers, network tools and anything unknown, ALLOW for readers
// whose options are read too (sed, awk, sort -o, git, find are judged by their arguments).
import { ask, deny, type Finding } from './findings';
import {
  dynamicArgFinding,
  hasDynamicArg,
  operandsOf,
  writeFindings,
  type CommandRule,
  type CommandSite,
  type ScratchUse,
} from './command-site';
import { classifyGit } from './git-rules';
import { namedWriteTargets } from './argument-write-targets';
import { classifyInterpreter, classifyShell, classifySource, INTERPRETERS, SHELLS } from './code-runners';
import { classifyAwk, classifySed } from './script-commands';
import type { StaticArg } from './static-words';
import { VARIABLE_BUILTIN_RULES } from './variable-builtins';
import { wrapperRule } from './wrapper-commands';

/** Readers with no option that writes or runs anything: any arguments are fine. */
const READ_ONLY = new Set(
  (
    'ls cat head tail wc grep egrep fgrep cut tr diff cmp comm jq pwd echo printf stat file du df basename ' +
    'dirname realpath readlink which type true false test [ seq nl paste column join fold expand unexpand rev ' +
    'tac od xxd hexdump base64 md5sum sha1sum sha256sum sha512sum cksum strings printenv whoami id hostname ' +
    'uname expr sleep cd pushd popd dirs export unset set shopt local declare typeset readonly read let shift ' +
    'getopts exit return break continue wait : help history clear unalias html-to-markdown'
  ).split(' '),
);
const NETWORK = new Set([
  'curl',
  'wget',
  'nc',
  'ncat',
  'netcat',
  'ssh',
  'scp',
  'sftp',
  'rsync',
  'ftp',
  'telnet',
  'http',
]);
const INSTALLERS: Record<string, readonly string[]> = {
  npm: ['install', 'i', 'add', 'ci', 'update', 'uninstall'],
  yarn: ['add', 'install', 'remove'],
  pnpm: ['add', 'install', 'i', 'remove'],
  pip: ['install', 'uninstall'],
  pip3: ['install', 'uninstall'],
  apt: ['install', 'remove'],
  'apt-get': ['install', 'remove'],
  brew: ['install', 'uninstall'],
  cargo: ['install', 'add'],
  gem: ['install'],
  go: ['install', 'get'],
};
const DELETERS = new Set(['rmdir', 'unlink', 'shred']);

function name(arg: StaticArg): string {
  return arg === null ? '' : arg.slice(arg.lastIndexOf('/') + 1);
}

function outputOption(args: readonly StaticArg[], short: string, long: string): StaticArg[] {
  const targets: StaticArg[] = [];
  args.forEach((arg, i) => {
    if (arg === short || arg === long) targets.push(args[i + 1] ?? null);
    else if (arg?.startsWith(`${long}=`)) targets.push(arg.slice(long.length + 1));
    else if (arg?.startsWith(short) && !arg.startsWith('--') && arg.length > short.length)
      targets.push(arg.slice(short.length));
  });
  return targets;
}

function simpleWriter(
  rule: string,
  pick: (operands: StaticArg[]) => StaticArg[],
  valued: string[] = [],
  scratch: ScratchUse = 'content',
): CommandRule {
  return (site) => {
    const label = `'${name(site.argv[0]!)}'`;
    const targets = pick(operandsOf(site.argv.slice(1), new Set(valued)));
    return targets.length === 0
      ? [ask(rule, `${label} changes files.`, site.node)]
      : writeFindings(site, targets, rule, label, scratch);
  };
}

/** cp options that make links, or copy the links a tree holds, instead of copying file contents. */
function copiesLinks(args: readonly StaticArg[]): boolean {
  return args.some(
    (a) =>
      a !== null &&
      (/^-[a-zA-Z]*[slrRadP]/.test(a) ||
        /^--(link|symbolic-link|recursive|archive|no-dereference|preserve=.*links|preserve=all)/.test(a)),
  );
}

const all = (operands: StaticArg[]) => operands;
const last = (operands: StaticArg[]) => operands.slice(-1);

const RULES: Record<string, CommandRule> = {
  ...VARIABLE_BUILTIN_RULES,
  sudo: (site) => [deny('sudo', "'sudo' runs a command with elevated privileges.", site.node)],
  doas: (site) => [deny('sudo', "'doas' runs a command with elevated privileges.", site.node)],
  su: (site) => [deny('sudo', "'su' switches to another user.", site.node)],
  rm: (site) => [deny('rm', "'rm' deletes files.", site.node)],
  // The string is judged too when it is static, so a rule sees the commands eval would run.
  eval: (site) => {
    const code = site.argv.slice(1);
    const outer = deny('eval', "'eval' runs a string as shell code.", site.node);
    return code.length > 0 && !hasDynamicArg(code) ? [outer, ...site.nested(code.join(' '))] : [outer];
  },
  git: classifyGit,
  sed: classifySed,
  awk: classifyAwk,
  gawk: classifyAwk,
  mawk: classifyAwk,
  mv: simpleWriter('move', all, ['-t', '--target-directory', '-S', '--suffix']),
  cp: (site) => {
    const args = site.argv.slice(1);
    const target = outputOption(args, '-t', '--target-directory');
    const dest = target.length > 0 ? target : last(operandsOf(args, new Set(['-S', '--suffix'])));
    return dest.length === 0
      ? [ask('copy', "'cp' copies files.", site.node)]
      : writeFindings(site, dest, 'copy', "'cp'", copiesLinks(args) ? 'link' : 'content');
  },
  tee: (site) => writeFindings(site, operandsOf(site.argv.slice(1)), 'tee', "'tee'"),
  touch: simpleWriter('touch', all, ['-d', '-r', '-t', '--date', '--reference']),
  mkdir: simpleWriter('mkdir', all, ['-m', '--mode']),
  truncate: simpleWriter('write-file', all, ['-s', '--size', '-r', '--reference']),
  ln: simpleWriter('link', last, ['-t', '-S', '--suffix'], 'link'),
  dd: classifyDd,
  split: simpleWriter('write-file', (ops) => [ops[1] ?? 'x'], [
    '-l',
    '-b',
    '-n',
    '-a',
    '-C',
    '--lines',
    '--bytes',
  ]),
  patch: (site) => [ask('write-file', "'patch' changes files.", site.node)],
  chmod: (site) => [ask('chmod', "'chmod' changes file permissions.", site.node)],
  chown: (site) => [ask('chmod', "'chown' changes file ownership.", site.node)],
  chgrp: (site) => [ask('chmod', "'chgrp' changes file ownership.", site.node)],
  sort: (site) => {
    const args = site.argv.slice(1);
    if (hasDynamicArg(args)) return [dynamicArgFinding(site, 'sort')];
    return writeFindings(site, outputOption(args, '-o', '--output'), 'write-file', "'sort -o'");
  },
  uniq: (site) => {
    const operands = operandsOf(site.argv.slice(1), new Set(['-f', '-s', '-w']));
    return writeFindings(site, operands.slice(1, 2), 'write-file', "'uniq' with an output file");
  },
  tree: (site) =>
    writeFindings(site, outputOption(site.argv.slice(1), '-o', '--output'), 'write-file', "'tree -o'"),
  yq: (site) => {
    const args = site.argv.slice(1);
    if (!args.some((a) => a === '-i' || a === '--inplace')) return [];
    return writeFindings(site, operandsOf(args).slice(1), 'write-file', "'yq -i'");
  },
  rg: (site) =>
    site.argv.some((a) => a === null || a === '--pre' || a.startsWith('--pre='))
      ? [
          ask(
            'rg-preprocessor',
            "rg's --pre runs a program on every file (or an argument is computed).",
            site.node,
          ),
        ]
      : [],
  date: (site) =>
    site.argv.some((a) => a === '-s' || a?.startsWith('--set'))
      ? [ask('unknown-command', "'date -s' sets the clock.", site.node)]
      : [],
  gzip: (site) => compressor(site),
  gunzip: (site) => compressor(site),
  tar: (site) =>
    site.argv.slice(1).some((a) => a !== null && /^-?[a-zA-Z]*t/.test(a) && !/[cxru]/.test(a))
      ? []
      : [ask('archive', "'tar' creates or extracts files.", site.node)],
  alias: (site) =>
    site.argv.slice(1).some((a) => a === null || a.includes('='))
      ? [ask('alias', 'An alias can make a harmless name run another command.', site.node)]
      : [],
  trap: (site) => {
    const action = site.argv[1] === '--' ? site.argv[2] : site.argv[1];
    if (action === undefined || action === '-p' || action === '-l') return [];
    return action === null
      ? [ask('dynamic-argument', "trap's action is computed at run time.", site.node)]
      : site.nested(action);
  },
  source: (site) => classifySource(site, 'source'),
  '.': (site) => classifySource(site, '.'),
};

/** dd reads `if=` (or its input) and writes `of=` (or its output); a computed operand could be either. */
function classifyDd(site: CommandSite): Finding[] {
  const args = site.argv.slice(1);
  if (hasDynamicArg(args)) return [dynamicArgFinding(site, 'dd')];
  const outputs = args.filter((a) => a!.startsWith('of=')).map((a) => a!.slice('of='.length));
  return writeFindings(site, outputs, 'write-file', "'dd'");
}

/**
 * What a command the classifier has no rule for names as a write target (argument-write-targets.ts): only
 * a DENY counts, since the command is asked about anyway.
 */
function namedWritesOutside(site: CommandSite, base: string): Finding[] {
  const findings = writeFindings(site, namedWriteTargets(site.argv.slice(1)), 'write-file', `'${base}'`);
  return findings.filter((finding) => finding.verdict === 'DENY');
}

function compressor(site: CommandSite): Finding[] {
  const args = site.argv.slice(1);
  if (args.some((a) => a === '-c' || a === '--stdout' || a === '-l' || a === '-t')) return [];
  const operands = operandsOf(args);
  return operands.length === 0 ? [] : writeFindings(site, operands, 'write-file', `'${name(site.argv[0]!)}'`);
}

/** Judges one command; an empty list means nothing in it needs a question (ALLOW). */
export function classifyCommand(site: CommandSite): Finding[] {
  const command = site.argv[0];
  if (command === null || command === undefined) {
    return [
      ask('dynamic-command', 'The command name is computed at run time, so it cannot be judged.', site.node),
    ];
  }
  const base = name(command);
  const rule = RULES[base] ?? wrapperRule(base, classifyCommand);
  if (rule) return rule(site);
  if (READ_ONLY.has(base)) return [];
  if (SHELLS.has(base)) return classifyShell(site, base);
  return [...unruledCommand(site, base), ...namedWritesOutside(site, base)];
}

/** Commands with no rule of their own: interpreters, network tools, installers, deleters, anything else. */
function unruledCommand(site: CommandSite, base: string): Finding[] {
  const interpreter = INTERPRETERS[base];
  if (interpreter) return classifyInterpreter(site, base, interpreter);
  if (NETWORK.has(base)) return [ask('network', `'${base}' uses the network.`, site.node)];
  const installs = INSTALLERS[base];
  if (installs) {
    const sub = site.argv[1];
    return sub != null && installs.includes(sub)
      ? [ask('package-install', `'${base} ${sub}' installs or removes packages.`, site.node)]
      : [
          ask(
            'unknown-command',
            `'${base}' runs project scripts or tools whose effects are not checked.`,
            site.node,
          ),
        ];
  }
  if (DELETERS.has(base)) return [ask('deletes-files', `'${base}' deletes files.`, site.node)];
  return [ask('unknown-command', `'${base}' is not a command the classifier knows to be safe.`, site.node)];
}
