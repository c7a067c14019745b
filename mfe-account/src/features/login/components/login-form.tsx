import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { emit, loginRules, toast, errorText } from '@shop/contracts';
import { TextField } from '../../../components/text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useLogin } from '../api';
import { useForm } from '@shop/contracts/react';

const EMPTY = { email: '', password: '' };

/** Email and password; a valid answer hands the token to the shell, which loads the user. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(EMPTY, { rules: loginRules });
  const { trigger, isMutating } = useLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    if (!form.trySubmit()) {
      toast(t('validation.invalidFormData'), 'error');
      return;
    }
    try {
      const session = await trigger({
        email: form.values.email.trim(),
        password: form.values.password,
      });
      // The shell stores the token, loads the user and confirms with its own toast.
      emit('session:logged-in', { token: session.token });
      navigate('/', { replace: true });
    } catch (error) {
      toast(errorText(error, t('login.networkError')), 'error');
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
        error={form.error('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
        error={form.error('password')}
      />
      <SubmitButton busy={isMutating}>{t('login.submit')}</SubmitButton>
    </form>
  );
}
