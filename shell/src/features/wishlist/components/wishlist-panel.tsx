import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@shop/contracts';
import { Modal } from '@shop/ui';

export interface WishlistPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The static sample wishlist of the header. */
const SAMPLE_ITEMS = [
  { key: 'w1', price: 24.5, quantity: 1 },
  { key: 'w2', price: 59.9, quantity: 1 },
] as const;

/** The header's wishlist: a side drawer with sample items (there is no wishlist API). */
export function WishlistPanel({ open, onClose }: WishlistPanelProps) {
  const { t, i18n } = useTranslation('content');
  const closeRef = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState<string[]>([]);
  if (!open) return null;
  const items = SAMPLE_ITEMS.filter((item) => !removed.includes(item.key));

  return (
    <Modal
      onClose={onClose}
      className="content-drawer"
      backdropClassName="content-overlay"
      header={{
        className: 'content-drawer-header',
        title: t('wishlist.title'),
        closeClassName: 'content-icon-button',
        closeLabel: t('wishlist.close'),
        closeRef,
      }}
    >
      {items.length ? (
        <ul className="content-wishlist">
          {items.map((item) => {
            const name = t(`wishlist.items.${item.key}`);
            return (
              <li key={item.key} className="content-wishlist-item">
                <div className="content-thumb" aria-hidden="true" />
                <div>
                  <p className="content-strong">{name}</p>
                  <p className="content-muted">
                    {t('wishlist.quantity', { count: item.quantity })} ×{' '}
                    {formatPrice(item.price, 'BTC', i18n.language)}
                  </p>
                </div>
                <button
                  type="button"
                  className="content-icon-button"
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
      <p className="content-visually-hidden" role="status">
        {removed.length ? t('wishlist.removed') : ''}
      </p>
      <button type="button" className="content-button" onClick={onClose}>
        {t('wishlist.continue')}
      </button>
    </Modal>
  );
}
