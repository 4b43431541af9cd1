// Files a command the classifier has no rule for says it will write, read from the conventions most tools
// share: an output option (`-o f`, `--output=f`, `--out-dir f`, `--log-file f`, `--prefix p`), dd's `of=f`, a
// destination variable (`DESTDIR=p`, `PREFIX=p`), or a device given as an operand (`mkfs /dev/sdb1`: a tool
// handed a disk is assumed to write it). The command stays ASK whatever they name; the targets can only make
// it worse: a write outside the workspace or to a device is DENY whoever does it (command-rules.ts).
import type { StaticArg } from './static-words';

const OUTPUT_OPTIONS = new Set([
  '--output',
  '--out',
  '--outfile',
  '--out-file',
  '--output-file',
  '--output-dir',
  '--output-directory',
  '--outdir',
  '--out-dir',
  '--log-file',
  '--logfile',
  '--target-dir',
  '--target-directory',
  '--dest',
  '--destination',
  '--prefix',
  '--install-dir',
  '--root',
]);
const SHORT_OUTPUT_OPTIONS = ['-o', '-O'];
const DESTINATION_ASSIGNMENT = /^(?:of|DESTDIR|PREFIX|prefix|INSTALL_DIR|OUTDIR|OUTPUT_DIR)=(.*)$/s;

/** The write targets `args` name; a computed value after an output option is null (only run time knows). */
export function namedWriteTargets(args: readonly StaticArg[]): StaticArg[] {
  const targets: StaticArg[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === null) continue;
    const equals = arg.indexOf('=');
    const option = equals > 0 ? arg.slice(0, equals) : arg;
    const destination = DESTINATION_ASSIGNMENT.exec(arg);
    if (OUTPUT_OPTIONS.has(option)) {
      targets.push(equals > 0 ? arg.slice(equals + 1) : (args[i + 1] ?? null));
      if (equals < 0) i++;
    } else if (SHORT_OUTPUT_OPTIONS.includes(arg)) {
      targets.push(args[++i] ?? null);
    } else if (SHORT_OUTPUT_OPTIONS.some((short) => arg.startsWith(short) && arg.length > 2)) {
      targets.push(arg.slice(2));
    } else if (destination) {
      targets.push(destination[1]!);
    } else if (arg.startsWith('/dev/')) {
      targets.push(arg);
    }
  }
  return targets;
}
