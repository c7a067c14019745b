import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { trackOrderRules } from '@shop/contracts';
import { Field, useForm } from '@shop/ui';
import type { TrackQuery } from '../api';
import '../../../components/components.css';

export interface TrackFormProps {
  initialOrderId: string;
  onSubmit: (query: TrackQuery) => void;
}

export function TrackForm({ initialOrderId, onSubmit }: TrackFormProps) {
  const { t } = useTranslation();
  const { values, bind, trySubmit } = useForm(
    { orderId: initialOrderId, email: '' },
    { rules: trackOrderRules },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trySubmit()) onSubmit({ orderId: values.orderId.trim(), email: values.email.trim() });
  };

  return (
    <form className="track-form" onSubmit={submit} noValidate>
      <Field prefix="cart" id="track-order-id" label={t('track.orderId')} {...bind('orderId')} />
      <Field
        prefix="cart"
        id="track-email"
        label={t('track.email')}
        type="email"
        autoComplete="email"
        {...bind('email')}
      />
      <button type="submit" className="cart-button">
        {t('track.submit')}
      </button>
    </form>
  );
}
