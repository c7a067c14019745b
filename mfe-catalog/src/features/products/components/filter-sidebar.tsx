import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SidebarFilters } from '../lib/listing-query';

export interface FilterSidebarProps {
  value: SidebarFilters;
  onChange: (next: SidebarFilters) => void;
  /** On a narrow screen the filters fold away behind a button; the parent keeps that state. */
  open: boolean;
  onToggle: () => void;
}

const toNumber = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.max(0, Number(text));

/**
 * Price range (applied with its button) and the on-sale and new flags (applied at once). The
 * parent remounts it with a new key when the URL changes, so it always shows the URL's filters.
 */
export function FilterSidebar({ value, onChange, open, onToggle }: FilterSidebarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [min, setMin] = useState(value.minPrice?.toString() ?? '');
  const [max, setMax] = useState(value.maxPrice?.toString() ?? '');

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, minPrice: toNumber(min), maxPrice: toNumber(max) });
  };
  const hasAny =
    value.minPrice !== undefined ||
    value.maxPrice !== undefined ||
    value.onSale ||
    value.newProduct;

  return (
    <aside
      className={open ? 'catalog-sidebar catalog-sidebar--open' : 'catalog-sidebar'}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="catalog-sidebar__title">
        {t('filters.title')}
      </h2>
      <button
        type="button"
        className="catalog-button catalog-sidebar__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={onToggle}
      >
        {t('filters.toggle')}
      </button>
      <div id={`${id}-body`} className="catalog-sidebar__body">
        <form onSubmit={applyPrice} className="catalog-sidebar__group">
          <fieldset>
            <legend>{t('filters.price')}</legend>
            <label htmlFor={`${id}-min`}>{t('filters.min')}</label>
            <input
              id={`${id}-min`}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
            <label htmlFor={`${id}-max`}>{t('filters.max')}</label>
            <input
              id={`${id}-max`}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </fieldset>
          <button type="submit" className="catalog-button">
            {t('filters.applyPrice')}
          </button>
        </form>
        <fieldset className="catalog-sidebar__group">
          <legend>{t('filters.show')}</legend>
          <label className="catalog-check">
            <input
              type="checkbox"
              checked={value.onSale}
              onChange={(e) => onChange({ ...value, onSale: e.target.checked })}
            />
            {t('filters.onSale')}
          </label>
          <label className="catalog-check">
            <input
              type="checkbox"
              checked={value.newProduct}
              onChange={(e) => onChange({ ...value, newProduct: e.target.checked })}
            />
            {t('filters.new')}
          </label>
        </fieldset>
        {hasAny && (
          <button
            type="button"
            className="catalog-button"
            onClick={() => onChange({ onSale: false, newProduct: false })}
          >
            {t('filters.clear')}
          </button>
        )}
      </div>
    </aside>
  );
}
