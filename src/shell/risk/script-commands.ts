// Commands that carry a script of their own: sed scripts and awk programs. Their scripts are read for what
// makes them more than filters (writes, commands run) and any command text is judged again. Shells and
// interpreters are in code-runners.ts.
import { ask, type Finding } from './findings';
import {
  dynamicArgFinding,
  hasDynamicArg,
  operandsOf,
  writeFindings,
  type CommandSite,
} from './command-site';
import { scanAwkProgram } from './awk-program';
import { scanSedScript } from './sed-script';

export function classifySed(site: CommandSite): Finding[] {
  const args = site.argv.slice(1);
  if (hasDynamicArg(args)) return [dynamicArgFinding(site, 'sed')];
  const scripts: string[] = [];
  const operands: string[] = [];
  let inPlace = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-e' || arg === '--expression') scripts.push(args[++i] ?? '');
    else if (arg.startsWith('--expression=')) scripts.push(arg.slice('--expression='.length));
    else if (arg === '-f' || arg === '--file' || arg.startsWith('--file=')) {
      return [ask('sed-script-file', 'sed reads its script from a file that is not checked.', site.node)];
    } else if (arg === '-i' || arg.startsWith('--in-place') || /^-[nErsuz]*i/.test(arg)) inPlace = true;
    else if (arg === '-l') i++;
    else if (!arg.startsWith('-') || arg === '-') operands.push(arg);
  }
  if (scripts.length === 0 && operands.length > 0) scripts.push(operands.shift()!);
  const findings: Finding[] = [];
  if (inPlace) findings.push(...writeFindings(site, operands, 'sed-in-place', "'sed -i'"));
  for (const script of scripts) {
    const effects = scanSedScript(script);
    findings.push(...writeFindings(site, effects.writes, 'sed-write', "sed's w command"));
    for (const command of effects.executes) {
      findings.push(
        command === null
          ? ask('sed-exec', "sed's e command runs the pattern space as a shell command.", site.node)
          : ask('sed-exec', `sed's e command runs '${command}'.`, site.node),
      );
      if (command !== null) findings.push(...site.nested(command));
    }
  }
  return findings;
}

export function classifyAwk(site: CommandSite): Finding[] {
  const args = site.argv.slice(1);
  if (args.some((a) => a === '-f' || a?.startsWith('--file'))) {
    return [ask('awk-program-file', 'awk reads its program from a file that is not checked.', site.node)];
  }
  const program = operandsOf(args, new Set(['-F', '-v', '--field-separator', '--assign']))[0];
  if (program === undefined) return [];
  if (program === null) return [dynamicArgFinding(site, 'awk')];
  const effects = scanAwkProgram(program);
  const findings = writeFindings(site, effects.writes, 'awk-write', "awk's print >");
  for (const command of effects.executes) {
    findings.push(
      ask(
        'awk-system',
        command === null ? 'awk runs a shell command computed at run time.' : `awk runs '${command}'.`,
        site.node,
      ),
    );
    if (command !== null) findings.push(...site.nested(command));
  }
  return findings;
}
