// The tool set's words: the Tools tab's built-ins, user-defined tools and registered functions, which the
// Script tab names too.
import { enToolsTab } from '../en/tools-tab';
import { partWords } from '../part-words';
import { zhToolsTab } from '../zh/tools-tab';

export const toolDefinitionWords = partWords({
  en: { ...enToolsTab },
  zh: { ...zhToolsTab },
});
