// The toolbar's status line says "ready" before anything has run, and "running · paused" only once it has.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { RuntimeStatus } from '../../state/store';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { runtimeStatusText } from './runtime-status-text';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: 'en',
  initAsync: false,
});
const enT = i18n.getFixedT('en');
const zhT = i18n.getFixedT('zh');

const opened: RuntimeStatus = {
  phase: 'running',
  paused: true,
  pauseReason: null,
  released: 0,
  computed: 0,
  waiting: null,
  lastRun: null,
  failure: null,
  asking: null,
};

describe('the runtime status line', () => {
  it('says the session is ready, paused before the first event, while nothing has been released', () => {
    expect(runtimeStatusText(opened, enT)).toBe('Ready · paused before the first event');
    expect(runtimeStatusText(opened, zhT)).toBe('就绪 · 停在第一个事件之前');
  });

  it('says running · paused once an event has been released', () => {
    expect(runtimeStatusText({ ...opened, released: 1, computed: 4 }, enT)).toBe('Running · paused');
    expect(runtimeStatusText({ ...opened, released: 1 }, zhT)).toBe('运行中 · 已暂停');
  });

  it('says running while it runs, and idle with no session', () => {
    expect(runtimeStatusText({ ...opened, paused: false }, enT)).toBe('Running');
    expect(runtimeStatusText(null, enT)).toBe('Runtime idle');
  });
});
