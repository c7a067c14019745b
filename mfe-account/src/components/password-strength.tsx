import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH } from '@shop/contracts';
import type { PasswordAccount, PasswordVerdict } from '@shop/contracts/password-policy';
import type { PasswordPolicy } from '../lib/password-policy';
import { Field, type FieldProps } from '@shop/ui';
import './form.css';

type Level = 'none' | 'tooShort' | 'checking' | 'weak' | 'good' | 'strong';

/** What the meter shows: the policy's verdict, or what is known while the policy loads. */
function levelOf(password: string, verdict: PasswordVerdict | undefined): Level {
  if (!password) return 'none';
  if (verdict?.problem === 'tooShort') return 'tooShort';
  if (!verdict) return password.length < MIN_PASSWORD_LENGTH ? 'tooShort' : 'checking';
  if (!verdict.ok) return 'weak';
  return verdict.score === 4 ? 'strong' : 'good';
}

/** The meter's words: the level, then for a refused password why, in the page's language. */
function sayVerdict(t: TFunction, level: string, verdict: PasswordVerdict | undefined): string {
  if (!verdict || verdict.ok || verdict.problem === 'tooShort')
    return t('strength.text', { level });
  const warning = verdict.warning && t(`strength.warning.${verdict.warning}`);
  const why = [t(`strength.why.${verdict.problem}`), warning].filter(Boolean).join(' ');
  return t('strength.textWhy', { level, why });
}

interface PasswordStrengthProps {
  id: string;
  password: string;
  verdict: PasswordVerdict | undefined;
}

/** How strong the password being typed is, as a meter and as words, and why it is refused. */
function PasswordStrength({ id, password, verdict }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const level = levelOf(password, verdict);
  const score = password && verdict ? verdict.score : 0;
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
        <span
          className="account-strength-fill"
          style={{ width: password ? `${(score + 1) * 20}%` : 0 }}
        />
      </div>
      <p id={id} className="account-hint" aria-live="polite">
        {level === 'none' ? t('strength.hint') : sayVerdict(t, text, verdict)}
      </p>
    </div>
  );
}

export interface NewPasswordFieldProps extends Omit<FieldProps, 'prefix'> {
  value: string;
  /** The form's policy (usePasswordPolicy), which its rule judges with too. */
  policy: PasswordPolicy;
  /** The account's own words, as typed in the form, which the password must avoid. */
  account?: PasswordAccount;
}

/** A new password and, describing it, the meter of its strength by the shop's policy. */
export function NewPasswordField({ policy, account, onFocus, ...props }: NewPasswordFieldProps) {
  const strengthId = useId();
  const { load, judge } = policy;
  // Typed or filled in (a password manager, a page still loading): the policy is needed now.
  useEffect(() => {
    if (props.value) load();
  }, [props.value, load]);
  const verdict = props.value ? judge?.(props.value, account) : undefined;
  return (
    <>
      <Field
        prefix="account"
        type="password"
        autoComplete="new-password"
        describedBy={strengthId}
        onFocus={(event) => {
          load();
          onFocus?.(event);
        }}
        {...props}
      />
      <PasswordStrength id={strengthId} password={props.value} verdict={verdict} />
    </>
  );
}
