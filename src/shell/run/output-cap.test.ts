import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capOutput } from './output-cap';
import { propertyOptions } from '../../common/testing/property-runs';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

describe('the output cap', () => {
  it('keeps output within the limit untouched', () => {
    expect(capOutput('hello\n', 'warn\n', 11)).toEqual({ stdout: 'hello\n', stderr: 'warn\n', cut: false });
  });

  it('keeps up to a quarter for stderr, gives stdout the rest, and stderr what stdout left', () => {
    expect(capOutput('0123456789', 'error', 12)).toEqual({ stdout: '012345678', stderr: 'err', cut: true });
    expect(capOutput('0123456789', 'error', 4)).toEqual({ stdout: '012', stderr: 'e', cut: true });
    expect(capOutput('0123', 'a long error message', 12)).toEqual({
      stdout: '0123',
      stderr: 'a long e',
      cut: true,
    });
  });

  it('never splits a character, and never goes over', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), fc.nat(200), (stdout, stderr, max) => {
        const capped = capOutput(stdout, stderr, max);
        expect(utf8Length(capped.stdout) + utf8Length(capped.stderr)).toBeLessThanOrEqual(max);
        expect(stdout.startsWith(capped.stdout)).toBe(true);
        expect(stderr.startsWith(capped.stderr)).toBe(true);
        expect(capped.cut).toBe(utf8Length(stdout) + utf8Length(stderr) > max);
      }),
      propertyOptions(100),
    );
  });
});

describe('the output cap with multi-byte stderr', () => {
  it('reserves only whole characters of stderr, so no byte of the limit is wasted', () => {
    expect(capOutput('x'.repeat(20), '€€€', 8)).toEqual({ stdout: 'xxxxxxxx', stderr: '', cut: true });
    expect(capOutput('x'.repeat(20), '€€€', 12)).toEqual({ stdout: 'xxxxxxxxx', stderr: '€', cut: true });
  });
});
