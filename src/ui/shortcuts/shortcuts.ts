// The keyboard map, in one place so the help overlay lists exactly what the handler does.
import { INSPECTOR_TABS, type InspectorTab } from '../../state/store';

export type ShortcutAction =
  | { kind: 'next-event' }
  | { kind: 'prev-event' }
  | { kind: 'next-step' }
  | { kind: 'prev-step' }
  | { kind: 'toggle-run' }
  | { kind: 'runtime-step' }
  | { kind: 'runtime-step-over' }
  | { kind: 'live' }
  | { kind: 'tab'; tab: InspectorTab }
  | { kind: 'tab-by'; delta: 1 | -1 }
  | { kind: 'help' }
  // Presenter mode (src/state/presenter-slice.ts): a clicker sends Page Down / Page Up, which step only
  // while presenting (otherwise they scroll, as everywhere).
  | { kind: 'present-next' }
  | { kind: 'present-prev' }
  | { kind: 'full-screen' }
  | { kind: 'text-scale'; delta: 1 | -1 };

/** Keys that are no single character: the presentation clicker's. */
export const NAMED_KEYS: readonly string[] = ['PageDown', 'PageUp'];

export const SHORTCUTS: readonly { keys: string; action: ShortcutAction; labelKey: string }[] = [
  { keys: 'n', action: { kind: 'next-event' }, labelKey: 'controls.step' },
  { keys: 'p', action: { kind: 'prev-event' }, labelKey: 'controls.prevEvent' },
  { keys: ']', action: { kind: 'next-step' }, labelKey: 'controls.stepOver' },
  { keys: '[', action: { kind: 'prev-step' }, labelKey: 'controls.prevStep' },
  { keys: 'r', action: { kind: 'toggle-run' }, labelKey: 'help.runPause' },
  { keys: 's', action: { kind: 'runtime-step' }, labelKey: 'runtime.step' },
  { keys: 'o', action: { kind: 'runtime-step-over' }, labelKey: 'runtime.stepOver' },
  { keys: 'l', action: { kind: 'live' }, labelKey: 'controls.live' },
  // One key press each: 1–9 then 0 for the first ten tabs; `.` and `,` move through all of them.
  ...INSPECTOR_TABS.slice(0, 10).map((tab, i) => ({
    keys: String((i + 1) % 10),
    action: { kind: 'tab' as const, tab },
    labelKey: `tabs.${tab}`,
  })),
  { keys: '.', action: { kind: 'tab-by', delta: 1 }, labelKey: 'help.nextTab' },
  { keys: ',', action: { kind: 'tab-by', delta: -1 }, labelKey: 'help.prevTab' },
  { keys: '?', action: { kind: 'help' }, labelKey: 'help.title' },
  { keys: 'PageDown', action: { kind: 'present-next' }, labelKey: 'presenter.nextStep' },
  { keys: 'PageUp', action: { kind: 'present-prev' }, labelKey: 'presenter.previousStep' },
  { keys: 'f', action: { kind: 'full-screen' }, labelKey: 'presenter.fullScreenKey' },
  { keys: '+', action: { kind: 'text-scale', delta: 1 }, labelKey: 'presenter.biggerText' },
  { keys: '-', action: { kind: 'text-scale', delta: -1 }, labelKey: 'presenter.smallerText' },
];

/**
 * What the help lists: the page's shortcuts, and Escape, which is no shortcut of ours: every dialog is a
 * native modal dialog element that the browser closes on Escape (src/ui/common/ModalDialog.tsx).
 */
export const HELP_ROWS: readonly { keys: string; labelKey: string }[] = [
  ...SHORTCUTS,
  { keys: 'Escape', labelKey: 'help.closeDialog' },
  // Escape again, handled apart from the map: only while a region is full screen and no dialog is open.
  { keys: 'Escape', labelKey: 'presenter.leaveFullScreen' },
];

/** The action for a key press, or null. Typing in a field or the editor never triggers a shortcut. */
export function shortcutFor(
  key: string,
  target: EventTarget | null,
  modified: boolean,
): ShortcutAction | null {
  if (modified) return null;
  if (
    typeof HTMLElement !== 'undefined' &&
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, .monaco-editor, .xterm'))
  ) {
    return null;
  }
  return SHORTCUTS.find((s) => s.keys === key)?.action ?? null;
}

/** The tab `delta` places from `current`, wrapping around. */
export function tabBy(current: InspectorTab, delta: 1 | -1): InspectorTab {
  const index = INSPECTOR_TABS.indexOf(current);
  return INSPECTOR_TABS[(index + delta + INSPECTOR_TABS.length) % INSPECTOR_TABS.length]!;
}
