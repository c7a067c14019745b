import { useTranslation } from 'react-i18next';
import { truncate } from '@shop/contracts';
import { usePrice } from '@shop/ui';
import { ProductImage } from '../../../components/product-image';
import { useSetQuantity } from '../api';
import { QuantityStepper } from './quantity-stepper';
import { RemoveButton, type LineProps } from './remove-button';

export function CartRow({ line, onRemoving }: LineProps) {
  const { t } = useTranslation();
  const price = usePrice();
  const setQuantity = useSetQuantity();
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
        <RemoveButton line={line} onRemoving={onRemoving} />
      </td>
    </tr>
  );
}
