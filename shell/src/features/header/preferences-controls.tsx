import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shop/contracts';
import { Icon } from '@shop/ui';
import { MOON, SUN } from '../../components/icons';

export interface PreferencesControlsProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  dark: boolean;
  onToggleDark: () => void;
}

/** The header's language menu and dark-mode toggle. */
export function PreferencesControls({
  language,
  onLanguageChange,
  dark,
  onToggleDark,
}: PreferencesControlsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="shell-preferences">
      <label className="shell-visually-hidden" htmlFor="shell-language">
        {t('language.label')}
      </label>
      <select
        id="shell-language"
        className="shell-select"
        value={language}
        onChange={(event) => onLanguageChange(event.target.value as Language)}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="shell-icon-button"
        aria-pressed={dark}
        onClick={onToggleDark}
      >
        <Icon className="shell-icon" d={dark ? SUN : MOON} stroke={2} />
        <span className="shell-visually-hidden">{t('darkMode')}</span>
      </button>
    </div>
  );
}
