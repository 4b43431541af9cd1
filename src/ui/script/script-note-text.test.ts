import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/testing/words-in';
import { everyWord } from '../i18n/testing/every-word';
import { scriptNoteText } from './script-note-text';

const words = wordsIn('zh', everyWord.zh);

describe('the Script tab’s notes in Chinese', () => {
  it('says the schema checker’s own words in Chinese inside the note, the call’s place and pointer kept', () => {
    const note = 'toolCalls[0]: arguments/city must be string (the pipeline will answer INVALID_PARAM)';
    const said = scriptNoteText(note, words.t, 'zh');
    expect(said).toContain('toolCalls[0]');
    expect(said).toContain('/city');
    expect(said).toContain('必须是文本');
    expect(said).not.toContain('must be');
  });
});
