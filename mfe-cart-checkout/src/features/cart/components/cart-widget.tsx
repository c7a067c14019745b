import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCart } from '../api';
import '../../../components/components.css';
import '../cart.css';

/**
 * The panel is code no page needs to show: it loads when the shopper heads for the button
 * (pointer over it, a finger on it, the keyboard on it), so it is there by the click.
 */
const loadPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadPanel().then((m) => ({ default: m.CartPanel })));

/** The header's cart button with its item count, opening the side panel. */
export function CartWidget() {
  const { t } = useTranslation();
  const { cart, failed, retry } = useCart();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const count = cart?.count ?? 0;
  // A cart that could not be loaded has no count: the badge must not claim 0.
  const label = failed ? t('widget.buttonFailed') : t('widget.button', { count });

  return (
    <div className="cart-widget">
      <button
        ref={buttonRef}
        type="button"
        className="cart-widget__button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
      >
        <CartIcon />
        <span className="cart-widget__count" aria-hidden="true">
          {failed ? '!' : count}
        </span>
      </button>
      {/* The button's name is not re-read when it changes; this region announces new counts. */}
      <span className="cart-visually-hidden" aria-live="polite">
        {label}
      </span>
      {open && (
        <Suspense fallback={null}>
          <CartPanel cart={cart} failed={failed} onRetry={retry} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

function CartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l2.7 11.2a2 2 0 0 0 2 1.5h7.9a2 2 0 0 0 1.9-1.4L22 6H6.3l-.5-2.2A2.3 2.3 0 0 0 3.6 2H3Zm3.8 6h12.5l-1.6 5H8Z"
      />
    </svg>
  );
}
