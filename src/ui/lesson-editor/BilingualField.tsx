// One text in English and in Chinese, side by side. One of them may be left empty: readers of that language
// then see the other's (session/lessons/authoring/one-language.ts), which the empty field says.
import { useTranslation } from '../i18n/use-translation';
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
  const field = (language: 'en' | 'zh', name: string, other: string) => {
    const props = {
      value: value[language],
      placeholder: t('lessonEditor.showsOther', { language: other }),
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
      {field('en', t('lessonEditor.english'), t('lessonEditor.chinese'))}
      {field('zh', t('lessonEditor.chinese'), t('lessonEditor.english'))}
    </div>
  );
}
