export function selectBenches(files: readonly string[], names: readonly string[]): string[];
