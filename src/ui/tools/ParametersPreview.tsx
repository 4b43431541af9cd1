// The form a tool's parameters give, drawn by the human form's own SchemaFieldInput, folded under the
// parameters: to try a oneOf's picker or a `$ref`'s fields before saving, and see the arguments they build.
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { canonicalJson } from '../../common/canonical-json';
import type { JsonSchema } from '../../engine/protocol/json-schema';
import { valueOf } from '../human/field-values';
import { emptyDraft, fieldOf, type Field } from '../human/schema-fields';
import { SchemaFieldInput } from '../human/SchemaFieldInput';
import { schemaMessageText } from '../reasons/schema-message-text';
import { previewSchemaOf } from './parameters-preview';
import type { ToolDraft } from './tool-definition';

export function ParametersPreview({ draft }: { draft: ToolDraft }) {
  const { t } = useTranslation();
  const schema = previewSchemaOf(draft);
  return (
    <details className="tools-preview" data-testid="parameters-preview">
      <summary>{t('schemaForm.preview.title')}</summary>
      <p className="muted">{t('schemaForm.preview.hint')}</p>
      {schema ? (
        // A new schema starts a fresh form: what was typed belonged to the old one.
        <PreviewForm key={canonicalJson(schema)} schema={schema} />
      ) : (
        <p className="muted">{t('schemaForm.preview.none')}</p>
      )}
    </details>
  );
}

function PreviewForm({ schema }: { schema: JsonSchema }) {
  const { t, i18n } = useTranslation();
  const [field] = useState<Field>(() => fieldOf(schema));
  const [draft, setDraft] = useState(() => emptyDraft(field));
  const built = valueOf(field, draft);
  const problemAt = (pointer: string) => {
    const message = built.problems.find((p) => p.pointer === pointer)?.message;
    return message === undefined ? undefined : schemaMessageText(message, t, i18n.language);
  };
  return (
    <>
      <SchemaFieldInput
        field={field}
        draft={draft}
        onChange={setDraft}
        label={t('humanForm.arguments')}
        pointer=""
        idBase="tool-preview"
        problemAt={problemAt}
      />
      <p className="muted">{t('schemaForm.preview.value')}</p>
      <pre className="mono" data-testid="parameters-preview-value">
        {JSON.stringify(built.value ?? {}, null, 2)}
      </pre>
    </>
  );
}
