import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notifyError, resetPasswordRules, serverAnswer, toast } from '@shop/contracts';
import { AccountForm } from '../../../components/account-form';
import { NewPasswordField } from '../../../components/password-strength';
import { refusalKey, refusalKeyOf, usePasswordPolicy } from '../../../lib/password-policy';
import { linkErrorKey, useResetPassword } from '../api';
import { Field, useForm } from '@shop/ui';

const RULES = { password: resetPasswordRules.password, confirm: () => null };
const EMPTY = { password: '', confirm: '' };
const sameTwice = ({ password, confirm }: typeof EMPTY) =>
  password === confirm ? {} : { confirm: 'reset.mismatch' };

export interface ResetPasswordFormProps {
  token: string;
  /** Called with the translated text when the server refuses the link itself. */
  onLinkError: (message: string) => void;
}

/** A new password, typed twice, with the same strength rule as signup. */
export function ResetPasswordForm({ token, onLinkError }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const form = useForm(EMPTY, {
    rules: RULES,
    // The link's account is the server's to know: it also refuses the account's own words.
    crossCheck: (values) => ({
      ...sameTwice(values),
      ...refusalKey(policy.judge, values.password),
    }),
  });
  const { trigger, isMutating } = useResetPassword();

  const reset = async () => {
    try {
      await trigger({ token, password: form.values.password });
      toast(t('reset.success'), 'success');
      navigate('/login');
    } catch (error) {
      const answer = serverAnswer(error);
      const linkError = answer && linkErrorKey(answer.message);
      if (linkError) return onLinkError(t(linkError));
      const refusal = answer && (await refusalKeyOf(answer.message).catch(() => null));
      if (refusal) toast(t(refusal), 'error');
      else notifyError(error, t('reset.networkError'));
    }
  };

  return (
    <AccountForm form={form} busy={isMutating} submitLabel={t('reset.submit')} onSubmit={reset}>
      <NewPasswordField
        label={t('fields.newPassword')}
        policy={policy}
        {...form.bind('password')}
      />
      <Field
        prefix="account"
        type="password"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...form.bind('confirm')}
      />
    </AccountForm>
  );
}
