import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type HeaderDialogProps } from '@shop/contracts';
import { Modal } from '@shop/ui';
import '../../../components/components.css';
import '../wishlist.css';

/** The static sample wishlist of the header. */
const SAMPLE_ITEMS = [
  { key: 'w1', price: 24.5, quantity: 1 },
  { key: 'w2', price: 59.9, quantity: 1 },
] as const;

/** The header's wishlist: a side drawer with sample items (there is no wishlist API). */
export function WishlistPanel({ open, onClose }: HeaderDialogProps) {
  const { t, i18n } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState<string[]>([]);
  if (!open) return null;
  const items = SAMPLE_ITEMS.filter((item) => !removed.includes(item.key));

  return (
    <Modal
      onClose={onClose}
      className="cart-panel"
      backdropClassName="cart-panel__backdrop"
      header={{
        className: 'cart-panel__head',
        title: t('wishlist.title'),
        closeClassName: 'cart-icon-button',
        closeLabel: t('wishlist.close'),
        closeRef,
      }}
    >
      {items.length ? (
        <ul className="cart-wishlist">
          {items.map((item) => {
            const name = t(`wishlist.items.${item.key}`);
            return (
              <li key={item.key} className="cart-wishlist__item">
                <div className="cart-wishlist__thumb" aria-hidden="true" />
                <div>
                  <p className="cart-wishlist__name">{name}</p>
                  <p className="cart-wishlist__price">
                    {t('wishlist.quantity', { count: item.quantity })} ×{' '}
                    {formatPrice(item.price, 'BTC', i18n.language)}
                  </p>
                </div>
                <button
                  type="button"
                  className="cart-icon-button"
                  aria-label={t('wishlist.remove', { name })}
                  onClick={() => {
                    setRemoved((list) => [...list, item.key]);
                    // The removed row held the focus; keep it inside the dialog.
                    closeRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{t('wishlist.empty')}</p>
      )}
      <p className="cart-visually-hidden" role="status">
        {removed.length ? t('wishlist.removed') : ''}
      </p>
      <button type="button" className="cart-button" onClick={onClose}>
        {t('wishlist.continue')}
      </button>
    </Modal>
  );
}
