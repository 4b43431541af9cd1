// The composition root may keep a module-scope `let` (it makes each app's parts).
let apps = 0;

export function composed(): number {
  apps += 1;
  return apps;
}
