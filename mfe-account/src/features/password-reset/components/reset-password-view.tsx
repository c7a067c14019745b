import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../../components/account-page';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /reset-password?token=…: the emailed link. A missing, expired or used link says so and
 * offers to ask for a new one instead of a form that cannot succeed.
 */
export function ResetPasswordView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [linkError, setLinkError] = useState<string | null>(null);
  const problem = token ? linkError : t('reset.errors.invalid');
  const noticeRef = useRef<HTMLDivElement>(null);
  // The form the shopper was typing in is gone: keep the keyboard on what replaced it.
  useEffect(() => {
    if (linkError) noticeRef.current?.focus();
  }, [linkError]);

  return (
    <AccountPage page="reset" links={{ '/login': 'loginLink' }}>
      {problem ? (
        <div
          ref={noticeRef}
          className="account-notice"
          data-tone="error"
          role="alert"
          tabIndex={-1}
        >
          <p>{problem}</p>
          <Link className="account-link" to="/forgot-password">
            {t('reset.requestNewLink')}
          </Link>
        </div>
      ) : (
        <ResetPasswordForm token={token} onLinkError={setLinkError} />
      )}
    </AccountPage>
  );
}
