// How a limit is written where the model reads it (a description, an error message): digits grouped by
// commas, fixed rather than the machine's locale, so the text hashes the same everywhere.

/** 100000 → "100,000". */
export function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
