// One note: when it shows (a step's end or an event, picked from the trace), its text in both languages, and
// what its "Show me" points at (a stage, a call, an inspector row — picked from the trace, never typed).
import { useTranslation } from '../i18n/use-translation';
import type { LessonNote } from '../../session/lessons/lesson';
import { BilingualField } from './BilingualField';
import { PickField } from './PickField';
import type { PickOption } from './pick-options';
import type { NoteAnchor, NoteFocus } from '../../session/lessons/lesson';

interface Props {
  readonly index: number;
  readonly note: LessonNote;
  readonly anchors: readonly PickOption<NoteAnchor>[];
  readonly focuses: readonly PickOption<NoteFocus>[];
  readonly onChange: (note: LessonNote) => void;
  readonly onRemove: () => void;
}

/** The option for a value the trace no longer offers (a lesson from another script) is kept, by its JSON. */
function withCurrent<T>(options: readonly PickOption<T>[], item: T | undefined): readonly PickOption<T>[] {
  if (item === undefined) return options;
  const value = JSON.stringify(item);
  return options.some((o) => o.value === value) ? options : [{ value, label: value, item }, ...options];
}

export function NoteEditor({ index, note, anchors, focuses, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const anchorChoices = withCurrent(anchors, note.at);
  const focusChoices = withCurrent(focuses, note.focus);
  return (
    <fieldset className="lesson-editor-item" data-testid="editor-note">
      <legend>{t('lessonEditor.note', { n: index + 1 })}</legend>
      <PickField
        label={t('lessonEditor.anchor')}
        testId="note-anchor"
        options={anchorChoices}
        value={JSON.stringify(note.at)}
        onPick={(picked) => picked && onChange({ ...note, at: picked.item })}
      />
      <BilingualField
        label={t('lessonEditor.noteText')}
        value={note.text}
        multiline
        testId="note-text"
        onChange={(text) => onChange({ ...note, text })}
      />
      <PickField
        label={t('lessonEditor.focus')}
        testId="note-focus"
        options={focusChoices}
        value={note.focus ? JSON.stringify(note.focus) : ''}
        leading={<option value="">{t('lessonEditor.focusNone')}</option>}
        onPick={(picked) => {
          const { focus: _old, ...rest } = note;
          onChange(picked ? { ...rest, focus: picked.item } : rest);
        }}
      />
      <button type="button" onClick={onRemove}>
        {t('lessonEditor.remove')}
      </button>
    </fieldset>
  );
}
