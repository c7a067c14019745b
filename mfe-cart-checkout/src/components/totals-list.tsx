import { useTranslation } from 'react-i18next';
import { usePrice } from '@shop/ui';
import type { Totals } from '@shop/contracts';
import './components.css';

const ROWS = ['subtotal', 'tax', 'shipping', 'shippingTax'] as const;

/** The server's totals, as the cart panel, the cart page and order tracking show them. */
export function TotalsList({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <dl className="cart-totals" aria-label={t('totals.label')}>
      {ROWS.map((row) => (
        <div key={row} className="cart-totals__row">
          <dt>{t(`totals.${row}`)}</dt>
          <dd>{price(totals[row])}</dd>
        </div>
      ))}
      <div className="cart-totals__row cart-totals__row--total">
        <dt>{t('totals.total')}</dt>
        <dd>{price(totals.total)}</dd>
      </div>
    </dl>
  );
}
