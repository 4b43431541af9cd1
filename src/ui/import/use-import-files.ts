// One import at a time, from a picker or a drop: its progress for the bar, and what it came to (opened, or
// refused with the limit named). The work runs in an import worker (state/session-actions/open-imported-files).
import { useCallback, useRef, useState } from 'react';
import i18next from 'i18next';
import type { ImportProgress, ImportSource } from '../../state/session-actions/open-imported-files';
import type { SessionActions } from '../../state/session-actions/session-actions';
import { useSessionActions } from '../store/session-actions';
import { droppedImport } from './dropped-files';
import { refusalText, sizeText } from './import-words';
import { formatCount } from '../common/format';
import { assertNever } from '../../common/assert-never';

export type ImportView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy'; readonly progress: ImportProgress | null }
  | { readonly kind: 'said'; readonly tone: 'info' | 'error'; readonly text: string };

export interface ImportFiles {
  readonly view: ImportView;
  readonly start: (name: string, source: ImportSource | Promise<ImportSource>) => void;
  /** For the page's drop handler: true when the drop was a folder or a .zip, now being imported. */
  readonly claimDrop: (event: DragEvent) => boolean;
  readonly dismiss: () => void;
  /** The folder picker itself failed (not a cancel): said in place, nothing started. */
  readonly fail: (detail: string) => void;
}

export function useImportFiles(): ImportFiles {
  const actions = useSessionActions();
  const [view, setView] = useState<ImportView>({ kind: 'idle' });
  const running = useRef(false);

  const start = useCallback(
    (name: string, source: ImportSource | Promise<ImportSource>) => {
      if (running.current) return;
      running.current = true;
      setView({ kind: 'busy', progress: null });
      void (async () => {
        try {
          const title = i18next.t('importFiles.titleOf', { name });
          const opening = await actions.openImportedFiles(await source, title, (progress) =>
            setView({ kind: 'busy', progress }),
          );
          setView(viewOf(opening));
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          setView({ kind: 'said', tone: 'error', text: refusalText({ kind: 'storage', detail }) });
        } finally {
          running.current = false;
        }
      })();
    },
    [actions],
  );

  const claimDrop = useCallback(
    (event: DragEvent) => {
      const dropped = droppedImport(event.dataTransfer);
      if (dropped === null) return false;
      start(dropped.name, dropped.source);
      return true;
    },
    [start],
  );

  const fail = useCallback((detail: string) => {
    if (running.current) return;
    setView({ kind: 'said', tone: 'error', text: i18next.t('importFiles.pickerFailed', { detail }) });
  }, []);

  return { view, start, claimDrop, dismiss: () => setView({ kind: 'idle' }), fail };
}

function viewOf(opening: Awaited<ReturnType<SessionActions['openImportedFiles']>>): ImportView {
  switch (opening.kind) {
    case 'unavailable':
      return { kind: 'said', tone: 'error', text: refusalText(opening) };
    case 'refused':
      return { kind: 'said', tone: 'error', text: refusalText(opening.refusal) };
    case 'opened': {
      if (!opening.outcome.ok) {
        // openDocument said why in the conversation already; the superseded case needs no words.
        return opening.outcome.superseded
          ? { kind: 'idle' }
          : { kind: 'said', tone: 'error', text: opening.outcome.reason };
      }
      const { files, bytes } = opening.tree;
      return {
        kind: 'said',
        tone: 'info',
        text: i18next.t('importFiles.opened', { files: formatCount(files), size: sizeText(bytes) }),
      };
    }
    default: {
      return assertNever(opening);
    }
  }
}
