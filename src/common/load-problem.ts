// Why a document (a session, a lesson, a library entry, a file) was refused, as a value the page can word in
// its own language: a code and the parameters it names, beside the English sentence the CLI prints and the
// tests read. The parameters are what the sentence names verbatim (a JSON pointer, a key, a limit), so a
// rendering in another language names the same field exactly.
export interface LoadProblem {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** The English sentence (as the CLI and logs show it). */
  readonly text: string;
}

export function loadProblem(
  code: string,
  text: string,
  params: Readonly<Record<string, string | number>> = {},
): LoadProblem {
  return { code, params, text };
}
