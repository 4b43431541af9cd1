// The Monaco editor component. Loaded lazily (see LazyEditor.tsx) so Monaco never enters the initial chunk.
import Editor from '@monaco-editor/react';
import { useTranslation } from '../i18n/use-translation';
import { escapeLoneSurrogates } from '../../common/unicode-text';
import { useAppStore } from '../store/use-app-store';
import './monaco-setup';

export interface CodeEditorProps {
  path: string;
  value: string;
  language?: string;
  dark: boolean;
  readOnly?: boolean;
  onChange?: (value: string) => void;
}

export default function CodeEditor({
  path,
  value,
  language,
  dark,
  readOnly = false,
  onChange,
}: CodeEditorProps) {
  const { t } = useTranslation();
  // Presenter mode's text scale reaches the code too (Monaco sizes its text in pixels of its own).
  const textScale = useAppStore((s) => s.textScale);
  return (
    <Editor
      // Monaco keys its model by a URI built with encodeURIComponent, which throws on a lone surrogate (a
      // file a tool named with "\ud800"): the key is the path with those written out, still one per file.
      path={escapeLoneSurrogates(path)}
      value={value}
      {...(language === undefined ? {} : { language })}
      theme={dark ? 'vs-dark' : 'vs'}
      loading={t('editor.loading')}
      options={{
        readOnly,
        minimap: { enabled: false },
        fontSize: 13 * textScale,
        scrollBeyondLastLine: false,
        automaticLayout: true,
        ariaLabel: t('editor.label'),
      }}
      onChange={(next) => onChange?.(next ?? '')}
    />
  );
}
