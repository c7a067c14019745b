import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HeaderDialogProps, Language } from '@shop/contracts';
import { Modal, usePrice } from '@shop/ui';
import { LoadFailed } from '@shop/ui/load-failed';
import { MIN_QUERY_LENGTH, useProductSearch } from '../api/use-product-search';
import '../../../components/catalog.css';
import '../search.css';

/**
 * The header's product search: a dialog that searches products as the shopper types. The shell
 * draws the button that opens it; the query is kept while it is closed, so reopening shows the
 * last search.
 */
export function SearchDialog({ open, onClose }: HeaderDialogProps) {
  const [query, setQuery] = useState('');
  return open ? <SearchForm query={query} onQueryChange={setQuery} onClose={onClose} /> : null;
}

interface SearchFormProps {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
}

function SearchForm({ query, onQueryChange, onClose }: SearchFormProps) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const search = useProductSearch(query, i18n.language as Language);
  const { products, error, loading, query: searched } = search;

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      className="catalog-search"
      backdropClassName="catalog-search__backdrop"
      initialFocusRef={input}
    >
      <h2 id={titleId} className="catalog-sr-only">
        {t('search.title')}
      </h2>
      <label htmlFor={`${titleId}-q`} className="catalog-sr-only">
        {t('search.label')}
      </label>
      <input
        id={`${titleId}-q`}
        ref={input}
        type="search"
        className="catalog-search__input"
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      <button type="button" className="catalog-button" onClick={onClose}>
        {t('search.close')}
      </button>
      {error ? (
        <LoadFailed
          className="catalog-search__status"
          buttonClassName="catalog-button"
          message={t('search.error')}
          retryLabel={t('search.retry')}
          onRetry={search.retry}
        />
      ) : null}
      <div aria-live="polite" className="catalog-search__status">
        {error
          ? ''
          : loading
            ? t('search.loading')
            : searched.length >= MIN_QUERY_LENGTH && products.length === 0
              ? t('search.none', { query: searched })
              : ''}
      </div>
      {products.length > 0 && (
        <ul className="catalog-search__results" aria-label={t('search.results')}>
          {products.map((product) => (
            <li key={product.id}>
              <Link to={`/product/${product.id}`} onClick={onClose}>
                <span>{product.title}</span>
                <span className="catalog-search__price">{price(product.newPrice)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
