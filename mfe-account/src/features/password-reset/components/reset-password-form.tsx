import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPasswordRules, toast, serverAnswer } from '@shop/contracts';
import { PasswordStrength } from '../../../components/password-strength';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { linkErrorKey, useResetPassword } from '../api';
import { useForm } from '@shop/contracts/react';

const RULES = { password: resetPasswordRules.password, confirm: () => null };
const EMPTY = { password: '', confirm: '' };
const sameTwice = ({ password, confirm }: typeof EMPTY) =>
  password === confirm ? {} : { confirm: 'reset.mismatch' };
const STRENGTH_ID = 'account-reset-strength';

export interface ResetPasswordFormProps {
  token: string;
  /** Called with the translated text when the server refuses the link itself. */
  onLinkError: (message: string) => void;
}

/** A new password, typed twice, with the same strength rule as signup. */
export function ResetPasswordForm({ token, onLinkError }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(EMPTY, { rules: RULES, crossCheck: sameTwice });
  const { trigger, isMutating } = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    if (!form.trySubmit()) {
      toast(t('validation.invalidFormData'), 'error');
      return;
    }
    try {
      await trigger({ token, password: form.values.password });
      toast(t('reset.success'), 'success');
      navigate('/login');
    } catch (error) {
      const answer = serverAnswer(error);
      if (!answer) {
        toast(t('reset.networkError'), 'error');
        return;
      }
      const key = linkErrorKey(answer.message);
      if (key) onLinkError(t(key));
      else setFailure(answer.message);
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      {failure && (
        <p className="account-notice" data-tone="error" role="alert">
          {failure}
        </p>
      )}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        describedBy={STRENGTH_ID}
        {...form.field('password')}
        error={form.error('password')}
      />
      <PasswordStrength id={STRENGTH_ID} password={form.values.password} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm')}
        error={form.error('confirm')}
      />
      <SubmitButton busy={isMutating}>{t('reset.submit')}</SubmitButton>
    </form>
  );
}
