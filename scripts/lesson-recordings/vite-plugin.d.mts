// Types of vite-plugin.mjs (a plain module, so the Vite config imports it with its file extension).
import type { Plugin } from 'vite';

export function lessonRecordings(): Plugin;
