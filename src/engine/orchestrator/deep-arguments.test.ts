// Arguments nested past MAX_ARGUMENT_DEPTH are a parse error (issue 36): refused as INVALID_PARAM naming
// the limit, measured without recursion, whether the model sent them as text or a script as an object. At
// 10,000 levels they used to end the run with "Maximum call stack size exceeded".
import { describe, expect, it } from 'vitest';
import { MAX_ARGUMENT_DEPTH } from '../../common/json-depth';
import { deepArgumentsText } from '../../common/testing/hostile-documents';
import { parseArguments } from './parse-tool-call';

const REFUSED = 'Tool arguments are refused: the arguments nest deeper than 64 levels of arrays and objects.';

describe('arguments nested too deep', () => {
  it('refuses 10,000 levels of text before parsing them, naming the limit', () => {
    expect(parseArguments(deepArgumentsText(10_000))).toEqual({
      ok: false,
      error: REFUSED,
      text: deepArgumentsText(10_000),
    });
  });

  it('takes exactly the limit and refuses one level more', () => {
    expect(parseArguments(deepArgumentsText(MAX_ARGUMENT_DEPTH)).ok).toBe(true);
    expect(parseArguments(deepArgumentsText(MAX_ARGUMENT_DEPTH + 1))).toMatchObject({
      ok: false,
      error: REFUSED,
    });
  });

  it('does not count brackets inside strings', () => {
    const text = JSON.stringify({ code: '['.repeat(10_000) });
    expect(parseArguments(text)).toMatchObject({ ok: true, text });
  });

  it('refuses an object 10,000 deep without writing it out (JSON.stringify would overflow)', () => {
    const value = JSON.parse(deepArgumentsText(10_000)) as Record<string, unknown>;
    expect(parseArguments(value)).toEqual({
      ok: false,
      error: REFUSED,
      text: '<the arguments nest deeper than 64 levels of arrays and objects>',
    });
  });
});
