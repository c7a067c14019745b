import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { v4 as uuid } from 'uuid';
import { signupRules, toast, notifyError } from '@shop/contracts';
import { AccountForm } from '../../../components/account-form';
import { NewPasswordField } from '../../../components/password-strength';
import { refusalKey, usePasswordPolicy } from '../../../lib/password-policy';
import { useSignup } from '../api';
import { Field, useForm } from '@shop/ui';

/** Nickname, email, invitation and password; an invitation link fills the invitation. */
export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const policy = usePasswordPolicy();
  const form = useForm(
    {
      nickname: '',
      email: '',
      invitationId: params.get('invitation')?.trim() ?? '',
      password: '',
    },
    {
      rules: signupRules,
      crossCheck: ({ password, email, nickname }) =>
        refusalKey(policy.judge, password, { email, nickname }),
    },
  );
  const { trigger, isMutating } = useSignup();

  const signUp = async () => {
    const { nickname, email, invitationId, password } = form.values;
    try {
      await trigger({
        id: uuid(),
        nickname: nickname.trim(),
        email: email.trim(),
        invitationId: invitationId.trim(),
        password,
      });
      toast(t('signup.success', { email: email.trim() }), 'success');
      navigate('/login');
    } catch (error) {
      notifyError(error, t('signup.networkError'));
    }
  };

  return (
    <AccountForm form={form} busy={isMutating} submitLabel={t('signup.submit')} onSubmit={signUp}>
      <Field
        prefix="account"
        label={t('fields.nickname')}
        autoComplete="nickname"
        {...form.bind('nickname')}
      />
      <Field
        prefix="account"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...form.bind('email')}
      />
      <Field
        prefix="account"
        label={t('fields.invitation')}
        autoComplete="off"
        {...form.bind('invitationId')}
      />
      <NewPasswordField
        label={t('fields.password')}
        policy={policy}
        account={{ email: form.values.email, nickname: form.values.nickname }}
        {...form.bind('password')}
      />
    </AccountForm>
  );
}
