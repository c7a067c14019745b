import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackQuery } from '../api';
import '../../../components/components.css';

export interface TrackFormProps {
  initialOrderId: string;
  onSubmit: (query: TrackQuery) => void;
}

export function TrackForm({ initialOrderId, onSubmit }: TrackFormProps) {
  const { t } = useTranslation();
  const [orderId, setOrderId] = useState(initialOrderId);
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser's own required/email checks speak the visitor's language; rely on them.
    if (!event.currentTarget.checkValidity()) return;
    onSubmit({ orderId: orderId.trim(), email: email.trim() });
  };

  return (
    <form className="track-form" onSubmit={submit}>
      <div className="cart-field">
        <label htmlFor="track-order-id">{t('track.orderId')}</label>
        <input
          id="track-order-id"
          name="orderId"
          required
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
        />
      </div>
      <div className="cart-field">
        <label htmlFor="track-email">{t('track.email')}</label>
        <input
          id="track-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="cart-button">
        {t('track.submit')}
      </button>
    </form>
  );
}
