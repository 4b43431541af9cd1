// Lesson 5 asks what the source article's regex classifier said beside the AST classifier; the Gates panel
// must show that verdict, read from the field the classifier writes (it once read a key nobody wrote).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { lessonById } from '../../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../../session/lessons/run-lesson-in-process';
import { readTrace } from '../../../session/lessons/trace-readings';
import { initI18n } from '../../i18n/i18n';
import { browserApp } from '../../app/compose/browser-app';
import { AppServicesProvider } from '../../store/app-services';
import { GateStage } from './GateStage';

describe('the Gates panel on lesson 5', () => {
  it("shows the regex classifier's verdict that the lesson's question asks about", async () => {
    const lesson = lessonById('permissions')!;
    const run = await runDocumentInProcess(lesson.document);
    if (!run.ok) throw new Error(run.reason);
    const checkpoint = lesson.guide.checkpoints.find((c) => c.answer.kind === 'classifier-verdicts')!;
    const answer = readTrace(checkpoint.answer, run.events); // e.g. `seed ALLOW, AST DENY`
    const seed = /^seed (\w+),/.exec(answer)?.[1];
    expect(seed).toMatch(/^(ALLOW|ASK|DENY)$/);
    const { step, callIndex } = checkpoint.answer as { step: number; callIndex: number };
    const start = run.events.find(
      (e) => e.type === 'tool-start' && e.scope === undefined && e.step === step && e.index === callIndex,
    );
    const check = run.events.find(
      (e) =>
        e.type === 'gate-check' &&
        e.gate === 'permission' &&
        start?.type === 'tool-start' &&
        e.callId === start.callId,
    );
    if (check?.type !== 'gate-check') throw new Error("no permission check for the checkpoint's call");
    const i18n = initI18n('en');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <AppServicesProvider services={browserApp().services}>
          <GateStage check={check} />
        </AppServicesProvider>
      </I18nextProvider>,
    );
    expect(html).toContain(`seed regex: ${seed}`);
  });
});
