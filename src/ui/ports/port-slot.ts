// A place for one of the app's ports (the terminal's calls, the token counter, the trace-file reader...):
// made empty with the app's services, filled by ui/app/compose when the part behind it is connected — for
// the embedded player, only when something first needs the runtime, so a component asks at use.
export interface PortSlot<T> {
  provide(next: T): void;
  /** Null until compose plugged one in (a page that started no workers, a test). */
  current(): T | null;
}

export function portSlot<T>(): PortSlot<T> {
  let port: T | null = null;
  return {
    provide: (next) => void (port = next),
    current: () => port,
  };
}
