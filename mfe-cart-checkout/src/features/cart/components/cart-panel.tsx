import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Cart } from '@shop/contracts';
import { Modal, useSession } from '@shop/ui';
import { TotalsList } from '../../../components/totals-list';
import { CartLoadFailed } from './cart-load-failed';
import { PanelLine } from './panel-line';
import '../cart.css';

export interface CartPanelProps {
  cart: Cart | undefined;
  /** The cart could not be loaded: say so, with a Retry, instead of "Empty.". */
  failed?: boolean;
  onRetry?: () => void;
  onClose: () => void;
}

/** The side panel: a modal drawer with the lines, the totals and the ways on. */
export function CartPanel({ cart, failed, onRetry, onClose }: CartPanelProps) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      onClose={onClose}
      className="cart-panel"
      backdropClassName="cart-panel__backdrop"
      header={{
        title: t('widget.title'),
        closeLabel: t('common.close'),
        className: 'cart-panel__head',
        closeClassName: 'cart-icon-button',
        closeRef,
      }}
    >
      {failed ? (
        <CartLoadFailed className="cart-panel__empty" onRetry={() => onRetry?.()} />
      ) : cart && cart.products.length > 0 ? (
        <PanelContents cart={cart} onClose={onClose} onRemoving={() => closeRef.current?.focus()} />
      ) : (
        <p className="cart-panel__empty">{t('common.empty')}</p>
      )}
    </Modal>
  );
}

interface PanelContentsProps {
  cart: Cart;
  onClose: () => void;
  onRemoving: () => void;
}

/** The lines, the totals and, for a signed-in visitor, the ways on. */
function PanelContents({ cart, onClose, onRemoving }: PanelContentsProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <ul className="cart-panel__lines">
        {cart.products.map((line) => (
          <PanelLine key={line.id} line={line} onRemoving={onRemoving} />
        ))}
      </ul>
      <TotalsList totals={cart.totals} />
      {session && (
        <div className="cart-panel__actions">
          <Link className="cart-button" to="/checkout" onClick={onClose}>
            {t('widget.proceedToCheckout')}
          </Link>
          <Link className="cart-button cart-button--secondary" to="/cart" onClick={onClose}>
            {t('widget.viewCart')}
          </Link>
        </div>
      )}
    </>
  );
}
