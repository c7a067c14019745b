import { useTranslation } from 'react-i18next';
import type { CartLine } from '@shop/contracts';
import { CartRow } from './cart-row';

export interface CartTableProps {
  lines: CartLine[];
  onRemoving: () => void;
}

export function CartTable({ lines, onRemoving }: CartTableProps) {
  const { t } = useTranslation();
  return (
    <div className="cart-table__scroll">
      <table className="cart-table">
        <caption className="cart-visually-hidden">{t('cart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="cart-visually-hidden">{t('common.image')}</span>
            </th>
            <th scope="col">{t('common.product')}</th>
            <th scope="col">{t('common.price')}</th>
            <th scope="col">{t('common.quantity')}</th>
            <th scope="col">{t('common.lineTotal')}</th>
            <th scope="col">
              <span className="cart-visually-hidden">{t('common.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <CartRow key={line.id} line={line} onRemoving={onRemoving} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
