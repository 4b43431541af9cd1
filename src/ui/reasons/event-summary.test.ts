// A trace row reads the catalog's sentence in the page's language, with sizes and times in the page's units
// (the catalog hands them over as numbers tagged bytes or ms) and its verbatim parts untouched.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { eventSummary } from './event-summary';
import { reasonString } from './reason';

const t = i18next.createInstance();
void t.init({ resources: { en: { translation: en }, zh: { translation: zh } }, lng: 'en', initAsync: false });
const at = { seq: 0, step: 1, timeMs: 0 };
const row = (event: TraceEvent, lng: 'en' | 'zh') => reasonString(eventSummary(event), t.getFixedT(lng), lng);

describe('a trace row', () => {
  it('formats sizes and times in the page units and keeps tools, ids and paths verbatim', () => {
    const batchEnd: TraceEvent = { ...at, type: 'batch-end', batchIndex: 2, startMs: 40, endMs: 12_500 };
    expect(row(batchEnd, 'en')).toBe('#2 40 ms – 12.5 s');
    const history: TraceEvent = { ...at, type: 'history-append', messages: [], bytes: 2_048 };
    expect(row(history, 'en')).toBe('0 messages · 2.0 KB');
    const change: TraceEvent = {
      ...at,
      type: 'file-change',
      path: '/workspace/a.txt',
      kind: 'create',
      oldVersion: null,
      newVersion: 1,
      source: 'tool',
      callId: 'call_1',
    };
    expect(row(change, 'en')).toBe('created 「/workspace/a.txt」');
    expect(row(change, 'zh')).toContain('「/workspace/a.txt」');
    expect(row(change, 'zh')).not.toBe(row(change, 'en'));
  });
});
