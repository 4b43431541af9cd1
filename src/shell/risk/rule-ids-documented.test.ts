// docs/shell.md lists the classifier's rule ids for people reading a verdict: every id the sources can emit is
// in the row of its verdict, so a new rule cannot ship undocumented.
import { describe, expect, it } from 'vitest';
import { riskRuleIdsInSources } from '../../common/testing/risk-rule-ids';
import { sourceText } from '../../common/testing/source-files';

/** Ids built from a template (`git-${sub}`), which a scan of the sources cannot read. */
const TEMPLATED = [
  'bash.deny.git-checkout',
  'bash.deny.git-reset',
  'bash.deny.git-clean',
  'bash.ask.git-add',
  'bash.ask.git-init',
];

function documentedRow(verdict: string): string {
  const row = sourceText('docs/shell.md')
    .split('\n')
    .find((line) => line.startsWith(`| ${verdict} `));
  return row ?? '';
}

describe('the rule ids in docs/shell.md', () => {
  const ids = [...riskRuleIdsInSources(), ...TEMPLATED];

  it('reads the rule ids from the sources', () => expect(ids.length).toBeGreaterThan(40));

  it.each(ids)('%s is listed in the row of its verdict', (id) => {
    const [, verdict, what] = id.split('.');
    expect(documentedRow(verdict!.toUpperCase())).toContain(`\`${what!}\``);
  });
});
