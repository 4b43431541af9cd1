// A server's description of one of its tools, in the Tools tab: its first DESCRIPTION_SHOWN characters, and
// the whole on a press. A listing may hold 128 tools of 16,384 characters each (decision 0875); drawn whole,
// that is 2 MB of text laid out in one commit, where a person reads a line or two to tell the tools apart. The
// model is sent the whole description either way (the Schema tab shows it).
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { revealBidiControls } from '../../common/bidi-controls';
import { boundedText } from '../../common/bounded';
import { formatCount } from '../../common/format';

/** Characters of a description drawn before "Show all". */
export const DESCRIPTION_SHOWN = 400;

export function McpToolDescription({ text }: { readonly text: string }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  const { shown, hidden } = boundedText(text, whole ? text.length : DESCRIPTION_SHOWN);
  const long = text.length > DESCRIPTION_SHOWN;
  return (
    <span className="muted mcp-tool-description">
      <span translate="no">{`${revealBidiControls(shown)}${hidden > 0 ? '…' : ''}`}</span>
      {long ? (
        <>
          {' '}
          <button
            type="button"
            className="link-button"
            onClick={() => setWhole(!whole)}
            aria-expanded={whole}
          >
            {whole
              ? t('mcpConnect.descriptionLess')
              : t('mcpConnect.descriptionAll', { characters: formatCount(text.length) })}
          </button>
        </>
      ) : null}
    </span>
  );
}
