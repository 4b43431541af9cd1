// Three kinds of "next" sit on the page: the review toolbar's Next event / Next step (move the cursor over what
// has run), the runtime toolbar's Step / Step over (run on), and the guide's "Run the next step" (run a step to
// its end). Each one's tooltip says what it does and names the others by the labels they carry, in both
// languages, so renaming a button without its neighbours' hints fails here.
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

describe.each([
  ['en', en],
  ['zh', zh],
] as const)('the next controls’ tooltips (%s)', (_, m) => {
  it('the review buttons say they run nothing new, and name Step / Step over / the guide’s button', () => {
    expect(m.controls.hint.step).toContain(m.controls.step);
    expect(m.controls.hint.step).toContain(m.runtime.step);
    expect(m.controls.hint.stepOver).toContain(m.controls.stepOver);
    expect(m.controls.hint.stepOver).toContain(m.runtime.stepOver);
    expect(m.controls.hint.stepOver).toContain(m.lessonsUi.nextStep);
  });

  it('the runtime buttons name the review buttons they differ from', () => {
    expect(m.runtime.hint.step).toContain(m.controls.step);
    expect(m.runtime.hint.stepOver).toContain(m.controls.stepOver);
    expect(m.runtime.hint.stepOver).toContain(m.lessonsUi.nextStep);
  });

  it('the guide’s button names Step and Step over', () => {
    expect(m.lessonsUi.nextStepHint).toContain(m.runtime.step);
    expect(m.lessonsUi.nextStepHint).toContain(m.runtime.stepOver);
  });
});
