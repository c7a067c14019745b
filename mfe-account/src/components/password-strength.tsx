import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordCheck } from '../lib/password-checker';
import { meterStrength } from '../lib/password-meter';
import { PasswordField, type TextFieldProps } from './text-field';
import './form.css';

type Checker = (password: string) => PasswordCheck;

/** Loads the common-password list and estimator in a chunk of their own, once. */
let checkerLoad: Promise<Checker> | undefined;
export const loadChecker = () =>
  (checkerLoad ??= import('../lib/password-checker').then((module) => module.checkPassword));

function usePasswordChecker(): Checker | undefined {
  const [checker, setChecker] = useState<Checker>();
  useEffect(() => {
    let live = true;
    loadChecker()
      .then((check) => live && setChecker(() => check))
      // Without the list the meter stays cautious (never "strong"); the API still decides.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return checker;
}

interface PasswordStrengthProps {
  id: string;
  password: string;
}

/** How strong the password being typed is, as a meter and as words. */
function PasswordStrength({ id, password }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const checker = usePasswordChecker();
  // zxcvbn takes milliseconds per estimate: once per new password, not once per render.
  const { level, score } = useMemo(() => meterStrength(password, checker), [password, checker]);
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

/** A new password and, describing it, the meter of its strength. */
export function NewPasswordField(props: TextFieldProps) {
  const strengthId = useId();
  return (
    <>
      <PasswordField autoComplete="new-password" describedBy={strengthId} {...props} />
      <PasswordStrength id={strengthId} password={props.value} />
    </>
  );
}
