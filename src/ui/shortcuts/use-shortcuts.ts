// One keydown listener for the whole page, dispatching the keyboard map to the store.
import { useEffect } from 'react';
import type { SessionActions } from '../../state/session-actions/session-actions';
import type { AppState } from '../../state/store';
import { useSessionActions } from '../store/session-actions';
import { useAppStore } from '../store/use-app-store';
import { shortcutFor, tabBy, type ShortcutAction } from './shortcuts';
import { assertNever } from '../../common/assert-never';

/** The store's own commands a key may give (stable functions, selected once). */
type KeyCommands = Pick<
  AppState,
  'moveCursorByEvents' | 'moveCursorBySteps' | 'selectEvent' | 'setInspectorTab' | 'setHelpOpen'
>;

/** What presenter keys read when pressed (the store's current values, not a render's). */
export interface PresenterKeys {
  readonly presenting: () => boolean;
  readonly next: () => void;
  readonly toggleFullScreen: () => void;
  readonly textScale: (delta: 1 | -1) => void;
}

function run(
  action: ShortcutAction,
  state: KeyCommands,
  presenter: PresenterKeys,
  actions: SessionActions,
): void {
  switch (action.kind) {
    case 'next-event':
      return state.moveCursorByEvents(1);
    case 'prev-event':
      return state.moveCursorByEvents(-1);
    case 'next-step':
      return state.moveCursorBySteps(1);
    case 'prev-step':
      return state.moveCursorBySteps(-1);
    case 'toggle-run':
      // A live session runs or pauses the runtime; a loaded trace replays itself.
      return actions.toggleRun();
    case 'runtime-step':
      return actions.stepRuntime('step');
    case 'runtime-step-over':
      return actions.stepRuntime('step-over');
    case 'live':
      return state.selectEvent(null);
    case 'tab':
      return state.setInspectorTab(action.tab);
    case 'tab-by':
      return actions.moveInspectorTab((current) => tabBy(current, action.delta));
    case 'help':
      return state.setHelpOpen(true);
    case 'present-next':
      return presenter.next();
    case 'present-prev':
      return state.moveCursorBySteps(-1);
    case 'full-screen':
      return presenter.toggleFullScreen();
    case 'text-scale':
      return presenter.textScale(action.delta);
    default: {
      return assertNever(action);
    }
  }
}

/** Page Down / Page Up step only while presenting; elsewhere they scroll, as everywhere. */
const PRESENTING_ONLY: ReadonlySet<ShortcutAction['kind']> = new Set(['present-next', 'present-prev']);

export function useShortcuts(presenter: PresenterKeys): void {
  const moveCursorByEvents = useAppStore((s) => s.moveCursorByEvents);
  const moveCursorBySteps = useAppStore((s) => s.moveCursorBySteps);
  const selectEvent = useAppStore((s) => s.selectEvent);
  const setInspectorTab = useAppStore((s) => s.setInspectorTab);
  const setHelpOpen = useAppStore((s) => s.setHelpOpen);
  const actions = useSessionActions();
  useEffect(() => {
    const commands: KeyCommands = {
      moveCursorByEvents,
      moveCursorBySteps,
      selectEvent,
      setInspectorTab,
      setHelpOpen,
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Behind a modal dialog the page is inert: its keys (Escape above all, which the browser uses to close
      // the dialog) are left alone.
      if (document.querySelector('dialog:modal')) return;
      const action = shortcutFor(event.key, event.target, event.ctrlKey || event.metaKey || event.altKey);
      if (!action) return;
      if (PRESENTING_ONLY.has(action.kind) && !presenter.presenting()) return;
      event.preventDefault();
      run(action, commands, presenter, actions);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [moveCursorByEvents, moveCursorBySteps, selectEvent, setInspectorTab, setHelpOpen, presenter, actions]);
}
