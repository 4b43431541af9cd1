// The Bash classifier's finding from its rule id (`bash.<verdict>.<what>`, shell/risk/findings.ts) and the
// command node that decided it. Rules that only differ in which command writes share one wording; a rule this
// table does not know is said by its verdict, so a new classifier rule never shows up untranslated.
import type { RiskDecision } from '../../engine';
import { enReasons } from '../i18n/en/reasons';
import { reason, type Reason } from './reason';
import { assertNever } from '../../common/assert-never';

const WORDED = new Set(Object.keys(enReasons.reasons.risk));
/** Rules whose finding is "this command writes files" (simple writers, redirections, sed/awk writes). */
const WRITERS = new Set([
  'copy',
  'tee',
  'write-file',
  'link',
  'mkdir',
  'move',
  'touch',
  'sed-in-place',
  'sed-write',
  'awk-write',
  'git-output',
]);

export function riskReason(risk: RiskDecision): Reason {
  const match = /^bash\.(allow|ask|deny)\.(.+)$/.exec(risk.rule);
  const node = { node: risk.node ?? '' };
  if (match === null) return reason(`risk.${byVerdict(risk)}`, risk.reason, node);
  const what = match[2]!;
  if (WRITERS.has(what)) return reason('risk.writes', risk.reason, node);
  if (WORDED.has(what) && !['denied', 'asks', 'writes'].includes(what))
    return reason(`risk.${what}`, risk.reason, node);
  if (what.startsWith('git-'))
    return reason(risk.verdict === 'DENY' ? 'risk.git-discards' : 'risk.git-changes', risk.reason, node);
  return reason(`risk.${byVerdict(risk)}`, risk.reason, node);
}

function byVerdict(risk: RiskDecision): 'read-only' | 'asks' | 'denied' {
  switch (risk.verdict) {
    case 'ALLOW':
      return 'read-only';
    case 'ASK':
      return 'asks';
    case 'DENY':
      return 'denied';
    default: {
      return assertNever(risk.verdict);
    }
  }
}
