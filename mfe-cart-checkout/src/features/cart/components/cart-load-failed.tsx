import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@shop/ui/load-failed';

/** The cart could not be loaded: says so, with a Retry, instead of "Empty.". */
export function CartLoadFailed({ className, onRetry }: { className: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadFailed
      className={className}
      buttonClassName="cart-button cart-button--secondary"
      message={t('cart.loadFailed')}
      retryLabel={t('cart.retry')}
      onRetry={onRetry}
    />
  );
}
