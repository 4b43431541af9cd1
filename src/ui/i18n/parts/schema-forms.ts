// Forms made from a JSON Schema: the human turn form and the Tools tab's preview of a tool's parameters.
import { enHumanForm } from '../en/human-form';
import { enSchemaForms } from '../en/schema-forms';
import { partWords } from '../part-words';
import { zhHumanForm } from '../zh/human-form';
import { zhSchemaForms } from '../zh/schema-forms';

export const schemaFormWords = partWords({
  en: { ...enSchemaForms, ...enHumanForm },
  zh: { ...zhSchemaForms, ...zhHumanForm },
});
