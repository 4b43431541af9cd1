// One keydown listener for the whole page, dispatching the keyboard map to the store.
import { useEffect } from 'react';
import { useAppStore } from '../../state/app-store';
import { shortcutFor, tabBy, type ShortcutAction } from './shortcuts';

function run(action: ShortcutAction): void {
  const state = useAppStore.getState();
  switch (action.kind) {
    case 'next-event':
      return state.moveCursorByEvents(1);
    case 'prev-event':
      return state.moveCursorByEvents(-1);
    case 'next-step':
      return state.moveCursorBySteps(1);
    case 'prev-step':
      return state.moveCursorBySteps(-1);
    case 'toggle-run': {
      // A live session runs or pauses the runtime; a loaded trace replays itself.
      if (state.traceSource.kind === 'runtime') {
        const status = state.runtimeStatus;
        return void state.runtimePort?.control(
          status?.phase === 'running' && !status.paused ? 'pause' : 'run',
        );
      }
      return state.setPlaying(!state.playing && state.events.length > 0);
    }
    case 'runtime-step':
      if (state.traceSource.kind === 'runtime') void state.runtimePort?.control('step');
      return;
    case 'runtime-step-over':
      if (state.traceSource.kind === 'runtime') void state.runtimePort?.control('step-over');
      return;
    case 'live':
      return state.selectEvent(null);
    case 'tab':
      return state.setInspectorTab(action.tab);
    case 'tab-by':
      return state.setInspectorTab(tabBy(state.inspectorTab, action.delta));
    case 'help':
      return state.setHelpOpen(true);
    default: {
      const unreachable: never = action;
      return unreachable;
    }
  }
}

export function useShortcuts(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Behind a modal dialog the page is inert: its keys (Escape above all, which the browser uses to close
      // the dialog) are left alone.
      if (document.querySelector('dialog:modal')) return;
      const action = shortcutFor(event.key, event.target, event.ctrlKey || event.metaKey || event.altKey);
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
