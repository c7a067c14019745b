import { useTranslation } from 'react-i18next';
import { truncate } from '@shop/contracts';
import { usePrice } from '@shop/ui';
import { ProductImage } from '../../../components/product-image';
import { RemoveButton, type LineProps } from './remove-button';

/** One line of the side panel: image, name, quantity × price and a remove button. */
export function PanelLine({ line, onRemoving }: LineProps) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <li className="cart-panel__line">
      <ProductImage src={line.productImageUrl} size={56} />
      <div className="cart-panel__line-text">
        <span title={line.productName}>{truncate(line.productName)}</span>
        <span className="cart-panel__line-price">
          {t('widget.lineQuantity', { quantity: line.quantity, price: price(line.price) })}
        </span>
      </div>
      <RemoveButton line={line} onRemoving={onRemoving} />
    </li>
  );
}
