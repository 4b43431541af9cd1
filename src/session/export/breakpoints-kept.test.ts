// Breakpoints are kept with a session (library entry, exported file) but are never one of its inputs: not in
// the document, not in a share link, not in the trace hash.
import { describe, expect, it } from 'vitest';
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import { lessonById } from '../lessons/lesson-catalog';

const optimisticLockLesson = lessonById('optimistic-lock')!;
import { runDocumentInProcess } from '../lessons/run-lesson-in-process';
import { loadSessionText } from '../load-session';
import { decodeShareLink } from '../share/decode-share-link';
import { encodeShareFragment } from '../share/encode-share-link';
import { createEntry, duplicateEntry, setEntryBreakpoints, updateEntryDocument } from './library-store';
import { readSessionFileText, sessionFileText } from './session-file';
import type { KeyValueStorage } from './session-library';
import { readLibrary } from './library-snapshot';
import { LIBRARY_KEY } from './library-key';

const document = optimisticLockLesson.document;
const breakpoints: readonly Breakpoint[] = [
  { kind: 'gate-verdict', verdict: 'CONFLICT' },
  { kind: 'step', step: 3 },
  { kind: 'budget-cut', layer: 'per-tool' },
];

function memoryStorage(): KeyValueStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe('breakpoints kept with a session', () => {
  it('ride in an exported file beside the document, and read back; the document and its hash are the same', async () => {
    const text = sessionFileText(document, breakpoints);
    expect(JSON.parse(text)).toMatchObject({ breakpoints });
    const read = readSessionFileText('f.session.json', text);
    expect(read).toMatchObject({ ok: true, breakpoints });
    if (!read.ok) return;
    expect('breakpoints' in read.document).toBe(false);
    const plain = readSessionFileText('g.session.json', sessionFileText(document));
    expect(plain.ok && read.document).toEqual(plain.ok && plain.document);
    const [a, b] = await Promise.all([runDocumentInProcess(read.document), runDocumentInProcess(document)]);
    expect(a.ok && b.ok && a.traceHash === b.traceHash).toBe(true);
    // The CLI reads the same file (npm run replay / diff load it with loadSessionText).
    expect(loadSessionText(text).ok).toBe(true);
  });

  it('are refused whole, with the valid kinds named, when a file holds one that is not a breakpoint', () => {
    const text = JSON.stringify({
      ...JSON.parse(sessionFileText(document)),
      breakpoints: [breakpoints[0], { kind: 'step', step: -2 }],
    });
    const read = readSessionFileText('f.session.json', text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.reason).toContain('/breakpoints/1 is not a breakpoint');
    expect(read.reason).toContain('CONFLICT');
  });

  it('never travel in a share link', () => {
    const withBreakpoints = { ...document, breakpoints } as typeof document;
    const encoded = encodeShareFragment(withBreakpoints, null);
    if (!encoded.ok) throw new Error(encoded.reason);
    const decoded = decodeShareLink(encoded.fragment);
    expect(decoded.ok && 'breakpoints' in decoded.document).toBe(false);
  });

  it('stay with a library entry through autosaves and duplicates, and go when cleared', () => {
    const storage = memoryStorage();
    const created = createEntry(storage, document, 'lesson', 't0', 'optimistic-lock');
    if (!created.ok) throw new Error(created.reason);
    const id = created.value.id;
    expect(setEntryBreakpoints(storage, id, breakpoints).ok).toBe(true);
    updateEntryDocument(storage, id, document, 't1', { released: 4, finished: false });
    duplicateEntry(storage, id, 'copy', 't2');
    const read = readLibrary(storage);
    if (!read.ok) throw new Error(read.reason);
    expect(read.entries.map((e) => e.breakpoints)).toEqual([breakpoints, breakpoints]);
    expect(read.entries.every((e) => !('breakpoints' in e.document))).toBe(true);
    setEntryBreakpoints(storage, id, []);
    const after = readLibrary(storage);
    expect(after.ok && after.entries[0]?.breakpoints).toBeUndefined();
  });

  it('that are unreadable in storage are left out of the entry, which still opens', () => {
    const storage = memoryStorage();
    const created = createEntry(storage, document, 'file', 't0');
    if (!created.ok) throw new Error(created.reason);
    const stored = JSON.parse(storage.map.get(LIBRARY_KEY)!) as Record<string, unknown>[];
    stored[0]!.breakpoints = [{ kind: 'nope' }, { kind: 'step', step: 2 }];
    storage.map.set(LIBRARY_KEY, JSON.stringify(stored));
    const read = readLibrary(storage);
    expect(read.ok && read.entries[0]?.breakpoints).toEqual([{ kind: 'step', step: 2 }]);
  });
});
