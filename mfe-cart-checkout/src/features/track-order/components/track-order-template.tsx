import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorText, serverAnswer } from '@shop/contracts';
import { LoadFailed } from '@shop/ui/load-failed';
import { Loading } from '../../../components/loading';
import { useTrackedOrder, type TrackQuery } from '../api';
import { isNotFound } from '../is-not-found';
import { OrderDetails } from './order-details';
import { TrackForm } from './track-form';
import '../track-order.css';

/** No answer, or the server failed (5xx): the order could not be looked up, not "not found". */
const unreachable = (error: unknown) => (serverAnswer(error)?.status ?? 500) >= 500;

/** The /track-order page: Order ID and Billing E-mail, then the order or a clear "not found". */
export function TrackOrderTemplate() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [query, setQuery] = useState<TrackQuery | null>(null);
  const { data: order, error, isLoading, mutate } = useTrackedOrder(query);

  // The same question asked again (say, after the order was just placed) asks the server again.
  const submit = (next: TrackQuery) => {
    if (query && next.orderId === query.orderId && next.email === query.email) void mutate();
    else setQuery(next);
  };

  return (
    <div className="track-page">
      <p>{t('track.intro')}</p>
      <TrackForm initialOrderId={params.get('orderId') ?? ''} onSubmit={submit} />
      <div className="track-result">
        {isLoading && <Loading label={t('track.searching')} />}
        {!isLoading && error !== undefined && unreachable(error) && (
          <LoadFailed
            className="cart-alert"
            buttonClassName="cart-button cart-button--secondary"
            message={t('track.loadFailed')}
            retryLabel={t('cart.retry')}
            onRetry={() => void mutate()}
          />
        )}
        {!isLoading && error !== undefined && !unreachable(error) && (
          <p className="cart-alert" role="alert">
            {isNotFound(error) ? t('track.notFound') : errorText(error, t('errors.trackOrder'))}
          </p>
        )}
        {!isLoading && !error && order && <OrderDetails order={order} />}
      </div>
    </div>
  );
}
