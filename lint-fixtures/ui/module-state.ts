// State made when a module loads is shared by every app in the realm: a module-scope `let` must fail lint.
let port: (() => void) | null = null;
export let exported = 0;
const kept = 1;

export function provide(next: () => void): void {
  let local = kept; // inside a function: each call's own
  local += exported;
  port = local > 0 ? next : null;
  exported += 1;
  port?.();
}
