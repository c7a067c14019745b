import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@shop/ui';
import type { TrackQuery } from '../api';
import '../../../components/components.css';

export interface TrackFormProps {
  initialOrderId: string;
  onSubmit: (query: TrackQuery) => void;
}

export function TrackForm({ initialOrderId, onSubmit }: TrackFormProps) {
  const { t } = useTranslation();
  const { values, field } = useForm({ orderId: initialOrderId, email: '' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser's own required/email checks speak the visitor's language; rely on them.
    if (!event.currentTarget.checkValidity()) return;
    onSubmit({ orderId: values.orderId.trim(), email: values.email.trim() });
  };

  return (
    <form className="track-form" onSubmit={submit}>
      <div className="cart-field">
        <label htmlFor="track-order-id">{t('track.orderId')}</label>
        <input id="track-order-id" required {...field('orderId')} />
      </div>
      <div className="cart-field">
        <label htmlFor="track-email">{t('track.email')}</label>
        <input id="track-email" type="email" autoComplete="email" required {...field('email')} />
      </div>
      <button type="submit" className="cart-button">
        {t('track.submit')}
      </button>
    </form>
  );
}
