import { describe, expect, it } from 'vitest';
import { INSPECTOR_TABS, type InspectorTab } from '../../state/store';
import { HELP_ROWS, NAMED_KEYS, SHORTCUTS, shortcutFor, tabBy } from './shortcuts';

describe('keyboard map', () => {
  it('gives every shortcut a single key, with no key used twice', () => {
    const keys = SHORTCUTS.map((s) => s.keys);
    expect(keys.every((k) => NAMED_KEYS.includes(k) || k.length === 1)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reaches every inspector tab: digits for the first ten, then next / previous', () => {
    expect(shortcutFor('1', null, false)).toEqual({ kind: 'tab', tab: INSPECTOR_TABS[0] });
    expect(shortcutFor('0', null, false)).toEqual({ kind: 'tab', tab: INSPECTOR_TABS[9] });
    const last = INSPECTOR_TABS[INSPECTOR_TABS.length - 1]!;
    expect(tabBy(last, 1)).toBe(INSPECTOR_TABS[0]);
    expect(tabBy(INSPECTOR_TABS[0], -1)).toBe(last);
    let tab: InspectorTab = INSPECTOR_TABS[0];
    const seen = new Set<InspectorTab>([tab]);
    for (let i = 0; i < INSPECTOR_TABS.length; i++) seen.add((tab = tabBy(tab, 1)));
    expect(seen.size).toBe(INSPECTOR_TABS.length);
  });

  it('ignores keys pressed with a modifier', () => {
    expect(shortcutFor('n', null, true)).toBeNull();
  });
});

describe('Escape', () => {
  it('is no page shortcut: the browser closes the open dialog with it, so nothing may cancel it', () => {
    expect(shortcutFor('Escape', null, false)).toBeNull();
    expect(HELP_ROWS.map((row) => row.keys)).toContain('Escape');
  });
});

describe('presenter keys', () => {
  it('a clicker’s Page Down / Page Up step; f shows a region full screen; + and - size the text', () => {
    expect(shortcutFor('PageDown', null, false)).toEqual({ kind: 'present-next' });
    expect(shortcutFor('PageUp', null, false)).toEqual({ kind: 'present-prev' });
    expect(shortcutFor('f', null, false)).toEqual({ kind: 'full-screen' });
    expect(shortcutFor('+', null, false)).toEqual({ kind: 'text-scale', delta: 1 });
    expect(shortcutFor('-', null, false)).toEqual({ kind: 'text-scale', delta: -1 });
  });
});
