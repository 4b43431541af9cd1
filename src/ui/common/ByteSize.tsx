// A byte size as the panels show it: decimal units (formatBytes), with the exact count on hover, so a
// learner can compare "50 KB" with the 50,000-byte setting it came from.
import { useTranslation } from '../i18n/use-translation';
import { formatBytes, formatCount } from './format';

export function ByteSize({ bytes }: { bytes: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="byte-size"
      data-bytes={bytes}
      title={t('units.exactBytes', { bytes: formatCount(bytes) })}
    >
      {formatBytes(bytes)}
    </span>
  );
}

/** The `<name/>` placeholders in a sentence (split keeps no state of a global pattern between calls). */
const PLACEHOLDERS = /<(\w+)\s*\/>/g;

/**
 * A translated sentence with byte sizes in it: each `<name/>` placeholder of the string becomes a ByteSize
 * (so the sizes keep their hover wherever the sentence puts them); `values` fills the other placeholders.
 * Split by hand, not by react-i18next's Trans, which parses the sentence into a tree on every draw: every
 * call card's result line is one, and they are drawn again on every move through a long trace (issue 37).
 */
export function TextWithSizes({
  i18nKey,
  sizes,
  values,
}: {
  i18nKey: string;
  sizes: Readonly<Record<string, number>>;
  values?: Readonly<Record<string, string | number>>;
}) {
  const { t } = useTranslation();
  // split with a capturing group: text, name, text, name, …, text.
  const parts = t(i18nKey, { ...values }).split(PLACEHOLDERS);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const bytes = sizes[part];
        return bytes === undefined ? `<${part}/>` : <ByteSize key={i} bytes={bytes} />;
      })}
    </>
  );
}
