// The OTLP export dialog's own words (its button's are the first screen's: en/otlp-export-button.ts).
import { enOtlpExport } from '../en/otlp-export';
import { partWords } from '../part-words';
import { zhOtlpExport } from '../zh/otlp-export';

export const otlpExportWords = partWords({
  en: { ...enOtlpExport },
  zh: { ...zhOtlpExport },
});
