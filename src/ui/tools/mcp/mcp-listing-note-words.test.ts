// The listing limits' notes in both languages: every kind and refusal worded with its own parameters, a
// server's bidi controls drawn visibly inside the sentence, and a long list of notes kept short.
import { describe, expect, it } from 'vitest';
import { mcpServersWords } from '../../i18n/parts/mcp-servers';
import { wordsIn } from '../../i18n/testing/words-in';
import { mcpListingNoteLines, NOTES_SHOWN } from './mcp-listing-note-words';

const EVERY_NOTE = [
  { kind: 'tools-capped', listed: 1000, examined: 128 },
  { kind: 'listing-stopped', listed: 50 },
  { kind: 'description-cut', tool: 'wordy', chars: 10485760, kept: 16384 },
  { kind: 'tool-refused', tool: 'n', refusal: 'name-too-long', detail: '5000' },
  { kind: 'tool-refused', tool: 'deep', refusal: 'schema-too-deep', detail: '32' },
  {
    kind: 'tool-refused',
    tool: 'look',
    refusal: 'schema-pattern',
    detail: '/properties/a/pattern: lookaround',
  },
  { kind: 'tool-refused', tool: 'bad', refusal: 'schema-does-not-compile', detail: 'unknown type nonsense' },
] as const;

describe.each([
  ['en', mcpServersWords.en],
  ['zh', mcpServersWords.zh],
] as const)('%s', (lng, messages) => {
  const { t } = wordsIn(lng, messages);

  it('words every note with its figures and names, leaving no parameter unfilled', () => {
    for (const note of EVERY_NOTE) {
      const [line] = mcpListingNoteLines(t, [note]);
      expect(line, note.kind).not.toMatch(/\{\{|mcpListingNotes\./);
      for (const value of Object.values(note).filter(
        (v) => v !== note.kind && v !== (note as { refusal?: string }).refusal,
      ))
        expect(line, `${note.kind} ${String(value)}`).toContain(String(value));
    }
  });

  it('draws a tool name’s bidi controls visibly, so they cannot reorder the sentence', () => {
    const [line] = mcpListingNoteLines(t, [
      { kind: 'tool-refused', tool: 'report\u202Eexe.txt', refusal: 'schema-too-deep', detail: '32' },
    ]);
    expect(line).toContain('report⟪U+202E⟫exe.txt');
    expect(line).not.toContain('\u202E');
  });

  it(`words ${NOTES_SHOWN} notes and counts the rest`, () => {
    const notes = Array.from({ length: 40 }, (_, i) => ({
      kind: 'tool-refused' as const,
      tool: `tool-${i}`,
      refusal: 'schema-too-deep' as const,
      detail: '32',
    }));
    const lines = mcpListingNoteLines(t, notes);
    expect(lines).toHaveLength(NOTES_SHOWN + 1);
    expect(lines.at(-1)).toContain(String(40 - NOTES_SHOWN));
  });
});
