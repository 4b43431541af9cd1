// The small project both shells see in the differential corpus: source files, logs, CSV, notes, two sorted
// lists (comm, join), two versions of a file (diff) and a name with a space in it (xargs, find -print0).
export const FIXTURE_TREE: Readonly<Record<string, string>> = {
  'README.md': '# Demo project\n\nA tiny project for shell tests.\nRun it with care.\n',
  'notes.txt': 'foo one\nbar two\n\nfoo three\nbaz four\nfoo bar five\nzeta six\n',
  'data.csv': 'name,qty,price\napple,3,12\nbanana,12,5\ncherry,7,30\ndate,1,8\n',
  'config.json': '{\n  "name": "demo",\n  "version": "1.0.0"\n}\n',
  'empty.txt': '',
  'words.txt': 'the cat\nthe dog\nthe cat\na bird\nthe cat\na dog\n',
  'my notes.txt': 'spaced name\n',
  'lists/a.txt': 'apple\nbanana\ncherry\ndate\n',
  'lists/b.txt': 'banana\ncherry\nelder\nfig\n',
  'versions/old.txt': 'alpha\nbeta\ngamma\ndelta\nepsilon\n',
  'versions/new.txt': 'alpha\nBETA\ngamma\nepsilon\nzeta\n',
  'logs/app.log':
    '2024-01-01 INFO start\n2024-01-01 WARN disk low\n2024-01-02 ERROR failed to open\n' +
    '2024-01-02 INFO retry\n2024-01-03 ERROR timeout\n2024-01-03 INFO done\n',
  'src/app.ts':
    "import { add } from './lib/math';\nimport { log } from './util';\n\n// TODO: read config\n" +
    'export function main(): number {\n  log("start");\n  return add(2, 3);\n}\n',
  'src/util.ts': 'export function log(message: string): void {\n  console.log(message); // TODO: levels\n}\n',
  'src/lib/math.ts':
    'export const add = (a: number, b: number) => a + b;\nexport const mul = (a: number, b: number) => a * b;\n',
};
