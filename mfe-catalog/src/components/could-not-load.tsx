import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@shop/ui/load-failed';

export interface CouldNotLoadProps {
  /** What failed to load: its text is `load.<what>` in the locale. */
  what: 'products' | 'categories' | 'product' | 'related';
  retry: () => unknown;
  className?: string;
}

/** A part of the page that could not be loaded says so, with a Retry. */
export function CouldNotLoad({ what, retry, className = 'catalog-state' }: CouldNotLoadProps) {
  const { t } = useTranslation();
  return (
    <LoadFailed
      className={className}
      buttonClassName="catalog-button"
      message={t(`load.${what}`)}
      retryLabel={t('status.retry')}
      onRetry={() => void retry()}
    />
  );
}
