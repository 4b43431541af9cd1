// A variant's label in the page's words (variant-labels.ts decides what names it). A discriminator's value is
// shown as JSON, so "kind: "circle"" and "kind: 1" stay told apart.
import type { TFunction } from 'i18next';
import { assertNever } from '../../common/assert-never';
import type { VariantLabel } from './variant-labels';

export function variantLabelText(label: VariantLabel, t: TFunction): string {
  switch (label.by) {
    case 'title':
      return t('schemaForm.variantBy.title', { title: label.title });
    case 'discriminator':
      return t('schemaForm.variantBy.discriminator', {
        property: label.property,
        value: JSON.stringify(label.value),
      });
    case 'type':
      return t('schemaForm.variantBy.type', { type: label.type });
    case 'place':
      return t('schemaForm.variantBy.place', { n: label.n });
    default: {
      return assertNever(label);
    }
  }
}
