import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import type { SessionDocument } from '../../session/session-document';
import { en } from '../i18n/en';
import { wordsIn } from '../i18n/testing/words-in';
import { zh } from '../i18n/zh';
import { forkOriginText } from './fork-origin-text';

const fork: SessionDocument = {
  ...LESSONS[0]!.document,
  fork: {
    source: { title: 'Source', traceHash: 'h' },
    step: 3,
    settings: { engine: { permissions: { rules: { deny: ['Write'] } } } },
    tools: { added: [], removed: ['Grep'], edited: [] },
  },
};

describe('a compared fork’s origin in words', () => {
  it('names the source, the step and each change, in English and Chinese', () => {
    const inEn = wordsIn('en', en).t as TFunction;
    const inZh = wordsIn('zh', zh).t as TFunction;
    expect(forkOriginText(inEn, 'right', fork)).toBe(
      'Right: a fork of “Source” at step 3, which changed engine.permissions.rules.deny, tools Grep.',
    );
    expect(forkOriginText(inZh, 'left', fork)).toBe(
      '左侧：从“Source”第 3 步分叉而来，修改了 engine.permissions.rules.deny、工具 Grep。',
    );
    expect(forkOriginText(inEn, 'left', LESSONS[0]!.document)).toBeNull();
  });
});
