// What the Bash tool carries from one call to the next in a session (just-bash starts every exec afresh):
// the working directory and the exported variables. The runtime may snapshot and restore it.
export interface BashSession {
  /** Null until the first call, which starts in the tool context's cwd. */
  cwd: string | null;
  env: Record<string, string>;
}

export function createBashSession(cwd: string | null = null, env: Record<string, string> = {}): BashSession {
  return { cwd, env: { ...env } };
}
