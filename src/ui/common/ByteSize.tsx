// A byte size as the panels show it: decimal units (formatBytes), with the exact count on hover, so a
// learner can compare "50 KB" with the 50,000-byte setting it came from.
import { Trans, useTranslation } from 'react-i18next';
import type { ReactElement } from 'react';
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

/**
 * A translated sentence with byte sizes in it: each `<name/>` placeholder of the string becomes a ByteSize
 * (so the sizes keep their hover wherever the sentence puts them); `values` fills the other placeholders.
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
  const components: Record<string, ReactElement> = {};
  for (const [name, bytes] of Object.entries(sizes)) components[name] = <ByteSize bytes={bytes} />;
  return <Trans i18nKey={i18nKey} components={components} values={values} />;
}
