import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}

const toNumber = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.max(0, Number(text));

function PriceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

/** Minimum and maximum price, applied together with their button (typing does not reload). */
export function PriceFilter({
  value,
  onApply,
}: {
  value: PriceRange;
  onApply: (range: PriceRange) => void;
}) {
  const { t } = useTranslation();
  const [min, setMin] = useState(value.minPrice?.toString() ?? '');
  const [max, setMax] = useState(value.maxPrice?.toString() ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ minPrice: toNumber(min), maxPrice: toNumber(max) });
  };
  return (
    <form onSubmit={apply} className="catalog-sidebar__group">
      <fieldset>
        <legend>{t('filters.price')}</legend>
        <PriceField label={t('filters.min')} value={min} onChange={setMin} />
        <PriceField label={t('filters.max')} value={max} onChange={setMax} />
      </fieldset>
      <button type="submit" className="catalog-button">
        {t('filters.applyPrice')}
      </button>
    </form>
  );
}
