// What changed in one file since the session started, as a unified diff (the diff library loads lazily).
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

export function FileDiff({ path, before, after }: { path: string; before: string; after: string }) {
  const { t } = useTranslation();
  const [patch, setPatch] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('diff').then(({ createTwoFilesPatch }) => {
      if (live)
        setPatch(createTwoFilesPatch(`a/${path}`, `b/${path}`, before, after, '', '', { context: 3 }));
    });
    return () => {
      live = false;
    };
  }, [path, before, after]);
  if (patch === null) return <p className="empty-state">{t('editor.loading')}</p>;
  const lines = patch.split('\n').slice(2); // drop the "===" header lines
  return (
    <pre className="file-diff" tabIndex={0} aria-label={t('workspace.diffOf', { path })}>
      {lines.map((line, i) => (
        <span
          key={i}
          className={
            line.startsWith('+')
              ? 'diff-add'
              : line.startsWith('-')
                ? 'diff-del'
                : line.startsWith('@@')
                  ? 'diff-hunk'
                  : undefined
          }
        >
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}
