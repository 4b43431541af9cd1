// The Settings tab's first section: who plays the model (changed in the conversation's provider panel, which
// forks the session — this only unfolds it), and the interface language and colour scheme (preferences of
// this browser, not of the session: they are not recorded).
import { useTranslation } from '../../i18n/use-translation';
import { useAppStore } from '../../store/use-app-store';
import { answeringChoice } from '../../../state/runtime-slice';
import type { Language, ThemeChoice } from '../../../state/store';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  THEME_CHOICES,
  THEME_LABEL_KEYS,
  langAttribute,
} from '../../common/preference-choices';

export function ProviderAndInterfaceFields() {
  const { t } = useTranslation();
  const model = useAppStore((s) => s.sessionModel);
  const language = useAppStore((s) => s.language);
  const theme = useAppStore((s) => s.theme);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const setTheme = useAppStore((s) => s.setTheme);
  const setProviderPanelOpen = useAppStore((s) => s.setProviderPanelOpen);

  const revealProvider = () => {
    setProviderPanelOpen(true);
    // The panel unfolds on the next frame; then focus its summary so the keyboard lands there.
    requestAnimationFrame(() => {
      const summary = document.querySelector<HTMLElement>('.provider-panel summary');
      summary?.scrollIntoView({ block: 'nearest' });
      summary?.focus();
    });
  };

  return (
    <fieldset>
      <legend>{t('settings.interfaceTitle')}</legend>
      <div className="settings-field">
        <span>{t('settings.provider')}</span>
        <span className="settings-provider">
          <span data-testid="settings-provider">
            {model ? (
              <>
                {t(`provider.choice.${answeringChoice(model)}`)} · <span translate="no">{model.model}</span>
              </>
            ) : (
              t('settings.providerNone')
            )}
          </span>
          {model ? (
            <button type="button" onClick={revealProvider} title={t('settings.changeProviderHint')}>
              {t('settings.changeProvider')}
            </button>
          ) : null}
        </span>
      </div>
      <label className="settings-field">
        <span>{t('settings.language')}</span>
        <select value={language} onChange={(e) => void setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={langAttribute(code)}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <label className="settings-field">
        <span>{t('settings.colourScheme')}</span>
        <select value={theme} onChange={(e) => setTheme(e.target.value as ThemeChoice)}>
          {THEME_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(THEME_LABEL_KEYS[choice])}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
