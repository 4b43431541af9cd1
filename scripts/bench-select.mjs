// Which benchmarks `npm run bench -- <name> ...` runs. A name that is a bench's own name (bench/<name>.bench.ts)
// runs that bench alone: `vfs` is vfs.bench.ts, never vfs-import.bench.ts too. A name no bench has exactly is a
// prefix of bench names (`ui-first` runs ui-first-interactive.bench.ts). No names: every bench.

/** The bench files (`<name>.bench.ts`) that `names` select, sorted. */
export function selectBenches(files, names) {
  const benches = files.filter((f) => f.endsWith('.bench.ts')).sort();
  if (names.length === 0) return benches;
  const stem = (file) => file.slice(0, -'.bench.ts'.length);
  const stems = new Set(benches.map(stem));
  return benches.filter((file) =>
    names.some((name) => (stems.has(name) ? stem(file) === name : stem(file).startsWith(name))),
  );
}
