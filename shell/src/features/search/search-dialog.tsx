import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatPrice, type ApiClient, type Language } from '@shop/contracts';
import { Modal } from '@shop/ui';
import { LoadFailed } from '@shop/ui/load-failed';
import { MIN_QUERY_LENGTH, useProductSearch } from './use-product-search';

export interface SearchDialogProps {
  api: ApiClient;
  language: Language;
  currencyCode: string;
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
}

/** The search dialog: searches products as the shopper types (its own chunk, see the overlay). */
export function SearchDialog({
  api,
  language,
  currencyCode,
  query,
  onQueryChange,
  onClose,
}: SearchDialogProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const search = useProductSearch(api, query, language);
  const { products, error, loading, query: searched } = search;

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      className="shell-search"
      backdropClassName="shell-overlay"
      initialFocusRef={input}
    >
      <h2 id={titleId} className="shell-visually-hidden">
        {t('search.title')}
      </h2>
      <label htmlFor={`${titleId}-q`} className="shell-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={`${titleId}-q`}
        ref={input}
        type="search"
        className="shell-input"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <button type="button" className="shell-button shell-button--ghost" onClick={onClose}>
        {t('close')}
      </button>
      {error ? (
        <LoadFailed
          className="shell-search-status"
          buttonClassName="shell-button shell-button--ghost"
          message={t('search.error')}
          retryLabel={t('search.retry')}
          onRetry={search.retry}
        />
      ) : null}
      <div aria-live="polite" className="shell-search-status">
        {error
          ? ''
          : loading
            ? t('loading')
            : searched.length >= MIN_QUERY_LENGTH && products.length === 0
              ? t('search.none', { query: searched })
              : ''}
      </div>
      {products.length > 0 && (
        <ul className="shell-search-results" aria-label={t('search.results')}>
          {products.map((product) => (
            <li key={product.id}>
              <Link to={`/product/${product.id}`} onClick={onClose}>
                <span>{product.title}</span>
                <span className="shell-muted">
                  {formatPrice(product.newPrice, currencyCode, language)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
