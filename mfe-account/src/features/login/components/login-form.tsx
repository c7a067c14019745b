import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emit, loginRules, notifyError } from '@shop/contracts';
import { AccountForm } from '../../../components/account-form';
import { useLogin } from '../api';
import { Field, useForm } from '@shop/ui';

const EMPTY = { email: '', password: '' };

/** Email and password; a valid answer hands the token to the shell, which loads the user. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(EMPTY, { rules: loginRules });
  const { trigger, isMutating } = useLogin();

  const logIn = async () => {
    try {
      const session = await trigger({
        email: form.values.email.trim(),
        password: form.values.password,
      });
      // The shell stores the token, loads the user and confirms with its own toast.
      emit('session:logged-in', { token: session.token });
      navigate('/', { replace: true });
    } catch (error) {
      notifyError(error, t('login.networkError'));
    }
  };

  return (
    <AccountForm form={form} busy={isMutating} submitLabel={t('login.submit')} onSubmit={logIn}>
      <Field
        prefix="account"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...form.bind('email')}
      />
      <Field
        prefix="account"
        type="password"
        label={t('fields.password')}
        autoComplete="current-password"
        {...form.bind('password')}
      />
    </AccountForm>
  );
}
