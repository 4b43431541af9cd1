// `npm run record:shell-differential` — runs every command of the differential corpus
// (src/shell/differential/corpus/) in GNU bash with GNU coreutils, gawk, grep, sed, findutils and diffutils
// (LC_ALL=C, TZ=UTC), each over a fresh copy of the fixture tree, and writes what they printed and their exit
// status to src/shell/differential/gnu-expected.json with the tools' versions. CI does not record: the
// differential test compares the emulated shell against this file, so CI needs none of these tools. Where
// `awk` is mawk (Debian's default), the recording still runs gawk: a directory holding `awk` -> gawk goes
// first in PATH. It also rewrites the list of known differences in docs/shell.md.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const FIXTURE_FILE = new URL('../src/shell/differential/gnu-expected.json', import.meta.url);
const DOCS_FILE = new URL('../docs/shell.md', import.meta.url);
const WORKSPACE = '/workspace';

const { DIFFERENTIAL_CORPUS } = await tsImport('../src/shell/differential/corpus/index.ts', import.meta.url);
const { FIXTURE_TREE } = await tsImport('../src/shell/differential/fixture-tree.ts', import.meta.url);
const { withKnownDifferencesSection } = await tsImport(
  '../src/shell/differential/known-differences-doc.ts',
  import.meta.url,
);

function firstLine(command, args) {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.error || run.status !== 0) {
    console.error(`${command} is needed for the recording (on Debian: apt-get install -y gawk).`);
    process.exit(1);
  }
  return run.stdout.split('\n')[0];
}

const gawk = spawnSync('sh', ['-c', 'command -v gawk'], { encoding: 'utf8' }).stdout.trim();
const tools = {
  bash: firstLine('/bin/bash', ['--version']),
  coreutils: firstLine('ls', ['--version']),
  gawk: firstLine(gawk || 'gawk', ['--version']),
  grep: firstLine('grep', ['--version']),
  sed: firstLine('sed', ['--version']),
  findutils: firstLine('find', ['--version']),
  diffutils: firstLine('diff', ['--version']),
};

const scratch = mkdtempSync(join(tmpdir(), 'toolscope-record-'));
const gnuBin = join(scratch, 'bin');
mkdirSync(gnuBin);
symlinkSync(gawk, join(gnuBin, 'awk'));
const env = { PATH: `${gnuBin}:/usr/bin:/bin`, LC_ALL: 'C', TZ: 'UTC', HOME: WORKSPACE };

function writeTree(root) {
  for (const [path, content] of Object.entries(FIXTURE_TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

const cases = DIFFERENTIAL_CORPUS.map(({ command }, index) => {
  const root = join(scratch, `case-${index}`);
  writeTree(root);
  const run = spawnSync('/bin/bash', ['-c', command], { cwd: root, env, encoding: 'utf8', timeout: 10_000 });
  if (run.error) throw new Error(`${command}: ${run.error.message}`);
  // The tree lies in a temporary folder; the emulated shell sees it at /workspace.
  const place = (text) => text.split(root).join(WORKSPACE);
  return { command, stdout: place(run.stdout), stderr: place(run.stderr), exitCode: run.status ?? -1 };
});
rmSync(scratch, { recursive: true, force: true });

const fixture = { recordedWith: { ...tools, locale: 'LC_ALL=C', tz: 'UTC' }, cases };
await writeFile(FIXTURE_FILE, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`Recorded ${cases.length} commands into ${FIXTURE_FILE.pathname}`);

const docs = await readFile(DOCS_FILE, 'utf8');
const updated = withKnownDifferencesSection(docs);
if (updated !== docs) {
  await writeFile(DOCS_FILE, updated);
  console.log(`Rewrote the known differences in ${DOCS_FILE.pathname}`);
}
