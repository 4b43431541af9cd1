// Comparing two runs: the compare view's words, and the Sessions dialog's "Compare two runs…" (both lazy).
import { enCompare } from '../en/compare';
import { partWords } from '../part-words';
import { zhCompare } from '../zh/compare';

export const compareWords = partWords({
  en: { ...enCompare },
  zh: { ...zhCompare },
});
