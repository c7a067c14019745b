import { useTranslation } from 'react-i18next';
import { truncate, type CartLine } from '@shop/contracts';
import { usePrice } from '@shop/contracts/react';
import { ProductImage } from '../../../components/product-image';
import { useRemoveLine, useSetQuantity } from '../api';
import { QuantityStepper } from './quantity-stepper';
import { RemoveIcon } from './remove-icon';

export interface CartRowProps {
  line: CartLine;
  /** Called before the row leaves the table, so focus can move somewhere that stays. */
  onRemoving: () => void;
}

export function CartRow({ line, onRemoving }: CartRowProps) {
  const { t } = useTranslation();
  const price = usePrice();
  const setQuantity = useSetQuantity();
  const remove = useRemoveLine();
  return (
    <tr className="cart-table__row">
      <td className="cart-table__image">
        <ProductImage src={line.productImageUrl} size={64} />
      </td>
      <th scope="row" className="cart-table__name">
        <span title={line.productName}>{truncate(line.productName)}</span>
      </th>
      <td className="cart-table__price" data-label={t('common.price')}>
        {price(line.price)}
      </td>
      <td className="cart-table__quantity">
        <QuantityStepper
          name={line.productName}
          value={line.quantity}
          onChange={(quantity) => void setQuantity(line, quantity)}
        />
      </td>
      <td className="cart-table__total" data-label={t('common.lineTotal')}>
        {price(line.linePrice)}
      </td>
      <td className="cart-table__remove">
        <button
          type="button"
          className="cart-icon-button"
          aria-label={t('cart.remove', { name: line.productName })}
          onClick={() => {
            onRemoving();
            void remove(line);
          }}
        >
          <RemoveIcon />
        </button>
      </td>
    </tr>
  );
}
