import { useTranslation } from 'react-i18next';
import { QUANTITY_MAX, QUANTITY_MIN } from '@shop/contracts';

export interface QuantityStepperProps {
  /** The product's name, for the controls' accessible names. */
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}

/**
 * Minus, the quantity, plus: the buttons keep it within 1..10 (spec section 9). At a limit a
 * button is aria-disabled rather than disabled, so the focus of a shopper clicking it stays put.
 */
export function QuantityStepper({ name, value, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const atMin = value <= QUANTITY_MIN;
  const atMax = value >= QUANTITY_MAX;
  return (
    <div className="cart-stepper" role="group" aria-label={t('cart.quantityOf', { name })}>
      <button
        type="button"
        className="cart-icon-button"
        aria-label={t('cart.decrease', { name })}
        aria-disabled={atMin}
        onClick={() => !atMin && onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="cart-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="cart-icon-button"
        aria-label={t('cart.increase', { name })}
        aria-disabled={atMax}
        onClick={() => !atMax && onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
