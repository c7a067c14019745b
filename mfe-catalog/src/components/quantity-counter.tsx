import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUANTITY_MAX, QUANTITY_MIN, clampQuantity } from '@shop/contracts';
import './catalog.css';

export interface QuantityCounterProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * Quantity 1 to 10: the buttons stay in range; a whole number in range is the quantity as it is
 * typed, anything else is clamped when the field loses focus.
 */
export function QuantityCounter({ value, onChange, disabled }: QuantityCounterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const type = (text: string) => {
    setDraft(text);
    const typed = Number(text);
    if (text.trim() !== '' && typed === clampQuantity(typed)) onChange(typed);
  };

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
        onChange={(event) => type(event.target.value)}
        ref={(element) => {
          // Typed into the server's markup before the page hydrated: React keeps the text on
          // screen but not in the state, so the field takes it as typed now.
          if (element && draft === null && element.value !== String(value)) type(element.value);
        }}
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
