// Opens a lesson's session in the runtime worker. The catalog (documents with workspaces and scripts) loads
// lazily, after the first paint. "Answer questions myself" drops the recorded permission answers, so every
// ASK stops and waits for a person.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '../../session/lessons/lesson';
import { runSpecOf } from '../../session/session-document';
import { useAppStore } from '../../state/app-store';
import type { RunSpec } from '../../state/store';

function withoutRecordedAnswers(spec: RunSpec): RunSpec {
  return { ...spec, inputs: spec.inputs.filter((input) => input.type !== 'permission-answer') };
}

export function SessionPicker() {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language);
  const connected = useAppStore((s) => s.runtimePort !== null);
  const [lessons, setLessons] = useState<readonly Lesson[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const [askMe, setAskMe] = useState(false);

  useEffect(() => {
    let live = true;
    import('../../session/lessons/lesson-catalog').then(
      (module) => {
        if (!live) return;
        setLessons(module.LESSONS);
        setChosen((current) => current || (module.LESSONS[0]?.id ?? ''));
      },
      (error: unknown) => live && setFailed(String(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const open = () => {
    const lesson = lessons?.find((l) => l.id === chosen);
    if (!lesson) return;
    const spec = runSpecOf(lesson.document);
    void useAppStore
      .getState()
      .openSession(askMe ? withoutRecordedAnswers(spec) : spec, lesson.title[language]);
  };

  if (failed) return <p className="panel-error">{t('session.catalogFailed', { message: failed })}</p>;
  return (
    <div className="session-picker">
      <label className="select-label">
        <span>{t('session.lesson')}</span>
        <select value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={!lessons}>
          {(lessons ?? []).map((lesson) => (
            <option key={lesson.id} value={lesson.id}>
              {lesson.number}. {lesson.title[language]}
            </option>
          ))}
        </select>
      </label>
      <label className="check-label">
        <input type="checkbox" checked={askMe} onChange={(e) => setAskMe(e.target.checked)} />
        <span>{t('session.askMe')}</span>
      </label>
      <button type="button" onClick={open} disabled={!lessons || !connected}>
        {t('session.open')}
      </button>
    </div>
  );
}
