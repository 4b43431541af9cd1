// xterm.js and its fit addon are loaded on first use, never in the page's initial chunk (issue 7: the
// initial JS stays within 250 KB gzip).
import type { Terminal } from '@xterm/xterm';
import type { FitAddon } from '@xterm/addon-fit';

export interface LoadedXterm {
  readonly terminal: Terminal;
  readonly fit: FitAddon;
}

export const LIGHT_THEME = {
  background: '#ffffff',
  foreground: '#1b1f24',
  cursor: '#1d4ed8',
  selectionBackground: '#bfdbfe',
  blue: '#1d4ed8',
  green: '#166534',
  yellow: '#92400e',
  red: '#b91c1c',
  // Notes and verdict lines are drawn in "bright black": the theme's muted text colour, not SGR dim, whose
  // half opacity is unreadable on white.
  brightBlack: '#5b6470',
};
export const DARK_THEME = {
  background: '#161a21',
  foreground: '#e6e9ee',
  cursor: '#93c5fd',
  selectionBackground: '#1e3a8a',
  blue: '#93c5fd',
  green: '#4ade80',
  yellow: '#fbbf24',
  red: '#f87171',
  brightBlack: '#9aa4b2',
};

const xtermModules = () =>
  Promise.all([import('@xterm/xterm'), import('@xterm/addon-fit'), import('@xterm/xterm/css/xterm.css')]);

/** Fetches xterm's chunks (the terminal's lazy part waits for them, so a failed download shows its retry). */
export async function preloadXterm(): Promise<void> {
  await xtermModules();
}

/**
 * The terminal's font size at a text scale (presenter mode, `--text-scale`): xterm draws on a canvas of its
 * own, so it follows the scale through its option, not the style sheets.
 */
export const TERMINAL_FONT_PX = 12;
export function terminalFontSize(textScale: number): number {
  return Math.round(TERMINAL_FONT_PX * textScale);
}

export async function loadXterm(dark: boolean, textScale = 1): Promise<LoadedXterm> {
  const [{ Terminal }, { FitAddon }] = await xtermModules();
  const terminal = new Terminal({
    convertEol: false,
    cursorBlink: true,
    // Bold verdicts keep their own colour, and every colour is readable on the background (WCAG AA).
    drawBoldTextInBrightColors: false,
    minimumContrastRatio: 4.5,
    fontFamily: "ui-monospace, 'SFMono-Regular', 'Cascadia Code', Menlo, Consolas, monospace",
    fontSize: terminalFontSize(textScale),
    scrollback: 5_000,
    theme: dark ? DARK_THEME : LIGHT_THEME,
  });
  const fit = new FitAddon();
  terminal.loadAddon(fit);
  return { terminal, fit };
}
