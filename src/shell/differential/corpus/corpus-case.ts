// One command of the differential corpus, tagged with the command family it exercises (the families issue 34
// lists), so a test can check that each family keeps its share of the corpus.
export interface DifferentialCase {
  readonly family: string;
  readonly command: string;
}

export function family(name: string, commands: readonly string[]): DifferentialCase[] {
  return commands.map((command) => ({ family: name, command }));
}
