// A file that breaks every rule the engine layer has. src/common/lint-rules.test.ts lints it as if it were
// in src/engine and expects each rule to fire; the normal lint run ignores lint-fixtures/.
import { useState } from 'react';
import { create } from 'zustand';
import type { Language } from '../../src/state/store';
import { detectLanguage } from '../../src/state/preferences-slice';

export const leaks = [useState, create, detectLanguage];
export const language: Language = 'en';
export const now = Date.now();
export const dice = Math.random();
export const today = new Date();
export const timer = setTimeout(() => undefined, 1);
export const page = document.title;
