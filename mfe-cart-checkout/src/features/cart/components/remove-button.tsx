import { useTranslation } from 'react-i18next';
import type { CartLine } from '@shop/contracts';
import { useRemoveLine } from '../api';

/** A line of the cart, as its row, its panel line and its remove button take it. */
export interface LineProps {
  line: CartLine;
  /** Called before the line leaves the cart, so focus can move somewhere that stays. */
  onRemoving: () => void;
}

/** Takes a line out of the cart: a bin icon named for the product. */
export function RemoveButton({ line, onRemoving }: LineProps) {
  const { t } = useTranslation();
  const remove = useRemoveLine();
  return (
    <button
      type="button"
      className="cart-icon-button"
      aria-label={t('cart.remove', { name: line.productName })}
      onClick={() => {
        onRemoving();
        void remove(line);
      }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z"
        />
      </svg>
    </button>
  );
}
