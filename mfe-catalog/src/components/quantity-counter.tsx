import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUANTITY_MAX, QUANTITY_MIN, clampQuantity } from '@shop/contracts';
import './catalog.css';

export interface QuantityCounterProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** Quantity 1 to 10: the buttons stay in range; a typed value is clamped when the field loses focus. */
export function QuantityCounter({ value, onChange, disabled }: QuantityCounterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    onChange(clampQuantity(draft.trim() === '' ? QUANTITY_MIN : Number(draft)));
  };

  return (
    <div className="catalog-qty" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="catalog-qty__label">
        {t('quantity.label')}
      </label>
      <button
        type="button"
        className="catalog-qty__step"
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= QUANTITY_MIN}
        onClick={() => onChange(Math.max(QUANTITY_MIN, value - 1))}
      >
        −
      </button>
      <input
        id={id}
        className="catalog-qty__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="catalog-qty__step"
        aria-label={t('quantity.increase')}
        disabled={disabled || value >= QUANTITY_MAX}
        onClick={() => onChange(Math.min(QUANTITY_MAX, value + 1))}
      >
        +
      </button>
    </div>
  );
}
