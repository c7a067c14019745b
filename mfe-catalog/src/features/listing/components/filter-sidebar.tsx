import { startTransition, useId, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import type { SidebarFilters } from '../lib/listing-query';
import { PriceFilter } from './price-filter';

export interface FilterSidebarProps {
  value: SidebarFilters;
  onChange: (next: SidebarFilters) => void;
  /** On a narrow screen the filters fold away behind a button; the parent keeps that state. */
  open: boolean;
  onToggle: () => void;
}

function FlagFilters({ value, onChange }: Pick<FilterSidebarProps, 'value' | 'onChange'>) {
  const { t } = useTranslation();
  const flags = [
    ['onSale', t('filters.onSale')],
    ['newProduct', t('filters.new')],
  ] as const;
  return (
    <fieldset className="catalog-sidebar__group">
      <legend>{t('filters.show')}</legend>
      {flags.map(([flag, label]) => (
        <label key={flag} className="catalog-check">
          <input
            type="checkbox"
            checked={value[flag]}
            onChange={(e) => onChange({ ...value, [flag]: e.target.checked })}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Price range (applied with its button) and the on-sale and new flags (applied at once). The
 * parent remounts it with a new key when the URL changes, so it always shows the URL's filters.
 */
export function FilterSidebar({
  value: applied,
  onChange: apply,
  open,
  onToggle,
}: FilterSidebarProps) {
  const { t } = useTranslation();
  const id = useId();
  // A change shows here at once, re-rendering only the sidebar; the listing it applies to
  // renders in a transition, which input interrupts, the current products on screen meanwhile.
  const [value, show] = useOptimistic(applied);
  const onChange = (next: SidebarFilters) =>
    startTransition(() => {
      show(next);
      apply(next);
    });
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
        <PriceFilter value={value} onApply={(range) => onChange({ ...value, ...range })} />
        <FlagFilters value={value} onChange={onChange} />
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
