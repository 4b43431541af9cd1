// ui/ takes its words through ui/i18n/use-translation.ts; react-i18next's own hook must fail lint.
import { useTranslation } from 'react-i18next';

export const words = useTranslation;
