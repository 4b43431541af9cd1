import { describe, expect, it } from 'vitest';
import { toolError, toolSuccess } from '../protocol/tool-result';
import { makeToolResult } from '../result/make-tool-result';
import { DEFAULT_SETTINGS } from '../settings/engine-settings';
import { cutResult } from './cut-result';
import { SPILL_DATA_HEADING, SPILL_ERROR_HEADING, spillContent, spillLineCount } from './spill-content';

const result = (output: Parameters<typeof makeToolResult>[1]) =>
  makeToolResult('Bash', output, 5, '/workspace', { command: 'make' });

describe('spill files', () => {
  it('hold the text as the tool wrote it, in lines, ending with a newline', () => {
    const text = 'line 1\nline 2\n\n"quoted"\tand tabbed';
    expect(spillContent(result(toolSuccess(text)))).toBe(`${text}\n`);
    expect(spillContent(result(toolSuccess('ends\n')))).toBe('ends\n');
  });

  it('add the data as indented JSON under a heading, so none of the result is lost', () => {
    const content = spillContent(result(toolSuccess('out', { exit_code: 0, stdout: 'a\nb' })));
    expect(content).toBe(`out\n\n${SPILL_DATA_HEADING}\n{\n  "exit_code": 0,\n  "stdout": "a\\nb"\n}\n`);
  });

  it('add an error message the text does not already say', () => {
    const same = spillContent(result(toolError('TIMEOUT', 'Stopped after 5 ms.')));
    expect(same).toBe('Stopped after 5 ms.\n');
    const other = result({
      ...toolSuccess('partial output'),
      status: 'error',
      errorCode: 'TIMEOUT',
      errorMessage: 'Stopped.',
    });
    expect(spillContent(other)).toBe(`partial output\n\n${SPILL_ERROR_HEADING}\nTIMEOUT: Stopped.\n`);
  });

  it('are described to the model with their path, size in lines, and how to page and search them', () => {
    const big = result(toolSuccess('row\n'.repeat(20_000)));
    const content = spillContent(big);
    const cut = JSON.parse(
      cutResult({
        toolName: 'Bash',
        result: big,
        originalBytes: 80_000,
        reason: 'per-tool',
        limitBytes: DEFAULT_SETTINGS.budget.perToolMaxBytes,
        spillPath: '/workspace/.toolscope/spill/spill_1-call_1.txt',
        spillLines: spillLineCount(content),
        previewBytes: 100,
      }),
    ) as { status: string; text: string };
    expect(cut.status).toBe('partial');
    expect(cut.text).toContain('saved at /workspace/.toolscope/spill/spill_1-call_1.txt, 20000 lines');
    expect(cut.text).toContain('Read with offset and limit');
    expect(cut.text).toContain('continues with column');
    expect(cut.text).toContain('Grep with that file as path');
  });
});
