// `git log` in git's default and --oneline formats; dates in UTC (the virtual clock's zone).
import { ok, type GitResult, type GitRun } from './git-context';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function gitDate(seconds: number): string {
  const d = new Date(seconds * 1000);
  const time = [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()} ${time} ${d.getUTCFullYear()} +0000`;
}

function maxCount(args: readonly string[]): number | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '-n' || arg === '--max-count') return Number(args[i + 1]);
    if (arg.startsWith('--max-count=')) return Number(arg.slice(12));
    if (/^-\d+$/.test(arg)) return Number(arg.slice(1));
    if (/^-n\d+$/.test(arg)) return Number(arg.slice(2));
  }
  return undefined;
}

export async function gitLog(run: GitRun, args: readonly string[]): Promise<GitResult> {
  const depth = maxCount(args);
  let commits;
  try {
    commits = await run.git.log({ fs: run.fs, dir: run.dir, ...(depth ? { depth } : {}) });
  } catch {
    const branch = (await run.git.currentBranch({ fs: run.fs, dir: run.dir })) ?? 'main';
    return {
      stdout: '',
      stderr: `fatal: your current branch '${branch}' does not have any commits yet\n`,
      exitCode: 128,
    };
  }
  if (args.includes('--oneline')) {
    return ok(commits.map((c) => `${c.oid.slice(0, 7)} ${c.commit.message.split('\n')[0]}\n`).join(''));
  }
  const blocks = commits.map(({ oid, commit }) => {
    const message = commit.message
      .replace(/\n+$/, '')
      .split('\n')
      .map((line) => (line ? `    ${line}` : ''))
      .join('\n');
    return `commit ${oid}\nAuthor: ${commit.author.name} <${commit.author.email}>\nDate:   ${gitDate(commit.author.timestamp)}\n\n${message}\n`;
  });
  return ok(blocks.join('\n'));
}
