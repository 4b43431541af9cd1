// The status bar's shell badge comes from a round trip to a shell worker of the page's own. It starts with the
// terminal, not with the page, so a first screen that never uses Bash never fetches the shell worker. The
// compose layer plugs in the probe (ui/ may not start workers itself).
let probe: (() => void) | null = null;
let started = false;

/** Called once by ui/app/compose. */
export function provideShellProbe(next: () => void): void {
  probe = next;
}

export function startShellProbe(): void {
  if (started || !probe) return;
  started = true;
  probe();
}
