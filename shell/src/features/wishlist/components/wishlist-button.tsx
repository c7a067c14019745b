import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@shop/ui';
import { HEART } from '../../../components/icons';

/** The drawer is code no page needs to show: it loads when the shopper heads for the button. */
const loadPanel = () => import('./wishlist-panel');
const WishlistPanel = lazy(() => loadPanel().then((m) => ({ default: m.WishlistPanel })));

/** The header's wishlist button and the drawer it opens. */
export function WishlistButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so what the shopper removed stays removed.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shell-icon-button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon className="shell-icon" d={HEART} stroke={2} />
        <span className="shell-visually-hidden">{t('wishlist.open')}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <WishlistPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
