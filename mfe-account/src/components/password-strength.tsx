import { useTranslation } from 'react-i18next';
import { passwordStrength } from '@shop/contracts';
import './form.css';

const LEVELS = ['none', 'tooShort', 'weak', 'good', 'strong'] as const;

export interface PasswordStrengthProps {
  id: string;
  password: string;
}

/** How strong the password being typed is, as a meter and as words. */
export function PasswordStrength({ id, password }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const score = passwordStrength(password);
  const level = LEVELS[score];
  const text = t(`strength.${level}`);
  return (
    <div className="account-strength" data-level={level}>
      <div
        role="meter"
        className="account-strength-bar"
        aria-label={t('strength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={text}
      >
        <span className="account-strength-fill" style={{ width: `${score * 25}%` }} />
      </div>
      <p id={id} className="account-hint" aria-live="polite">
        {score === 0 ? t('strength.hint') : t('strength.text', { level: text })}
      </p>
    </div>
  );
}
