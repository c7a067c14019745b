import { useTranslation } from 'react-i18next';
import { truncate, type CartLine } from '@shop/contracts';
import { usePrice } from '@shop/contracts/react';
import { ProductImage } from '../../../components/product-image';
import { useRemoveLine } from '../api';
import { RemoveIcon } from './remove-icon';

/** One line of the side panel: image, name, quantity × price and a remove button. */
export interface PanelLineProps {
  line: CartLine;
  /** Called before the line leaves the panel, so focus can move somewhere that stays. */
  onRemoving: () => void;
}

export function PanelLine({ line, onRemoving }: PanelLineProps) {
  const { t } = useTranslation();
  const price = usePrice();
  const remove = useRemoveLine();
  return (
    <li className="cart-panel__line">
      <ProductImage src={line.productImageUrl} size={56} />
      <div className="cart-panel__line-text">
        <span title={line.productName}>{truncate(line.productName)}</span>
        <span className="cart-panel__line-price">
          {t('widget.lineQuantity', { quantity: line.quantity, price: price(line.price) })}
        </span>
      </div>
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
    </li>
  );
}
