import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { v4 as uuid } from 'uuid';
import { signupRules, toast, errorText } from '@shop/contracts';
import { PasswordStrength } from '../../../components/password-strength';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useSignup } from '../api';
import { useForm } from '@shop/contracts/react';

const STRENGTH_ID = 'account-signup-strength';

/** Nickname, email, invitation and password; an invitation link fills the invitation. */
export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm(
    {
      nickname: '',
      email: '',
      invitationId: params.get('invitation')?.trim() ?? '',
      password: '',
    },
    { rules: signupRules },
  );
  const { trigger, isMutating } = useSignup();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isMutating) return;
    if (!form.trySubmit()) {
      toast(t('validation.invalidFormData'), 'error');
      return;
    }
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
      toast(errorText(error, t('signup.networkError')), 'error');
    }
  };

  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('fields.nickname')}
        autoComplete="nickname"
        {...form.field('nickname')}
        error={form.error('nickname')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
        error={form.error('email')}
      />
      <TextField
        label={t('fields.invitation')}
        autoComplete="off"
        {...form.field('invitationId')}
        error={form.error('invitationId')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        describedBy={STRENGTH_ID}
        {...form.field('password')}
        error={form.error('password')}
      />
      <PasswordStrength id={STRENGTH_ID} password={form.values.password} />
      <SubmitButton busy={isMutating}>{t('signup.submit')}</SubmitButton>
    </form>
  );
}
