// Opens a session document (.session.json) in the runtime. The loader (with its JSON Schema validator) loads
// lazily; a bad file is explained in place, in the loader's own words.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { runSpecOf } from '../../session/session-document';
import { useAppStore } from '../../state/app-store';

export function SessionFileButton() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const connected = useAppStore((s) => s.runtimePort !== null);

  const open = async (file: File) => {
    const { loadSessionText } = await import('../../session/load-session');
    const loaded = loadSessionText(await file.text());
    const state = useAppStore.getState();
    if (!loaded.ok) {
      state.setTraceError(t('session.badFile', { name: file.name, reason: loaded.reason }));
      return;
    }
    await state.openSession(runSpecOf(loaded.document), loaded.document.title);
  };

  return (
    <>
      <button type="button" disabled={!connected} onClick={() => input.current?.click()}>
        {t('session.openFile')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="session-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void open(file);
          event.target.value = '';
        }}
      />
    </>
  );
}
