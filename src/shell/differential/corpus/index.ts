// The differential corpus: agent-style commands by family. Their expected results are recorded from GNU bash
// and coreutils into gnu-expected.json (npm run record:shell-differential).
import { CONTROL_FLOW_CASES } from './control-flow';
import type { DifferentialCase } from './corpus-case';
import { DIFF_CASES, XARGS_CASES } from './diff-and-xargs';
import { EXPANSION_CASES } from './expansion';
import { FILE_CASES } from './files';
import { PRINTING_CASES } from './printing';
import { REDIRECTION_CASES } from './redirections';
import { SEARCH_CASES } from './search';
import { SORT_AND_COUNT_CASES } from './sort-and-count';
import { TEXT_FILTER_CASES } from './text-filters';

export type { DifferentialCase } from './corpus-case';

export const DIFFERENTIAL_CORPUS: readonly DifferentialCase[] = [
  ...FILE_CASES,
  ...SEARCH_CASES,
  ...TEXT_FILTER_CASES,
  ...SORT_AND_COUNT_CASES,
  ...DIFF_CASES,
  ...XARGS_CASES,
  ...PRINTING_CASES,
  ...CONTROL_FLOW_CASES,
  ...EXPANSION_CASES,
  ...REDIRECTION_CASES,
];
