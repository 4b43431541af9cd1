// One text written twice, in English and in Chinese (every text a learner reads exists in both).
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../session/lessons/lesson';

interface Props {
  readonly label: string;
  readonly value: LocalizedText;
  readonly onChange: (value: LocalizedText) => void;
  readonly multiline?: boolean;
  readonly testId: string;
}

export function BilingualField({ label, value, onChange, multiline = false, testId }: Props) {
  const { t } = useTranslation();
  const field = (language: 'en' | 'zh', name: string) => {
    const props = {
      value: value[language],
      lang: language === 'en' ? 'en' : 'zh-CN',
      'data-testid': `${testId}-${language}`,
      onChange: (event: { target: { value: string } }) =>
        onChange({ ...value, [language]: event.target.value }),
    };
    return (
      <label className="lesson-editor-field">
        <span>
          {label} · {name}
        </span>
        {multiline ? <textarea rows={2} {...props} /> : <input type="text" {...props} />}
      </label>
    );
  };
  return (
    <div className="lesson-editor-bilingual">
      {field('en', t('lessonEditor.english'))}
      {field('zh', t('lessonEditor.chinese'))}
    </div>
  );
}
