import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}

const toNumber = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Math.max(0, Number(text));

/**
 * Left to the browser (uncontrolled): what is typed lives in the field, so nothing the page
 * renders can put back an older value, and a range typed before the page hydrated is kept.
 */
function PriceField({ label, name, value }: { label: string; name: string; value?: number }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        defaultValue={value}
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
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget);
    onApply({
      minPrice: toNumber(String(typed.get('min'))),
      maxPrice: toNumber(String(typed.get('max'))),
    });
  };
  return (
    <form onSubmit={apply} className="catalog-sidebar__group">
      <fieldset>
        <legend>{t('filters.price')}</legend>
        <PriceField label={t('filters.min')} name="min" value={value.minPrice} />
        <PriceField label={t('filters.max')} name="max" value={value.maxPrice} />
      </fieldset>
      <button type="submit" className="catalog-button">
        {t('filters.applyPrice')}
      </button>
    </form>
  );
}
