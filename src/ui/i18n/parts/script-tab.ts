// The Script tab's own words.
import { enScriptTab } from '../en/script-tab';
import { partWords } from '../part-words';
import { zhScriptTab } from '../zh/script-tab';

export const scriptTabWords = partWords({
  en: { ...enScriptTab },
  zh: { ...zhScriptTab },
});
