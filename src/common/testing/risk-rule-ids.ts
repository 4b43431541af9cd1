// The Bash classifier's rule ids (`bash.<verdict>.<what>`), read from its sources, for tests outside shell/
// that must cover every one (ui/ may not import shell/): the UI's wording in both languages, the docs' table.
import { SOURCE_FILES, sourceText } from './source-files';

const RISK_FOLDER = 'src/shell/risk/';

export function riskRuleIdsInSources(): Set<string> {
  const ids = new Set<string>();
  const files = SOURCE_FILES.filter((file) => file.startsWith(RISK_FOLDER) && !file.includes('.test.'));
  for (const file of files) {
    const text = sourceText(file);
    for (const [, verdict, what] of text.matchAll(/\b(deny|ask|allow)\(\s*'([a-z-]+)'/g))
      ids.add(`bash.${verdict}.${what}`);
    for (const [, what] of text.matchAll(/simpleWriter\('([a-z-]+)'/g)) ids.add(`bash.ask.${what}`);
    for (const [, what] of text.matchAll(/writeFindings?\(site, [^;]*?'([a-z][a-z-]*)',/g))
      ids.add(`bash.ask.${what}`);
    for (const [, id] of text.matchAll(/rule: '(bash\.(?:allow|ask|deny)\.[a-z-]+)'/g)) ids.add(id!);
  }
  return ids;
}
