import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/contracts';
import { afterNextPaint } from '@shop/ui';
import { useCart } from '../api';
import type { CartPanel as CartPanelComponent } from './cart-panel';
import '../../../components/components.css';
import '../cart.css';

/**
 * The panel is code no page needs to show: it loads when the shopper heads for the button
 * (pointer over it, a finger on it, the keyboard on it), so it is there by the click. It starts
 * after the frame that gesture paints: on a phone the finger's arrival and the tap come
 * together, and starting a load is work the tap would otherwise wait behind.
 */
let CartPanel: typeof CartPanelComponent | null = null;
const loadPanel = () =>
  import('./cart-panel').then((module) => {
    CartPanel = module.CartPanel;
  });
// A load ahead that fails is tried again by the tap, which tells the shopper if it fails too.
const loadPanelSoon = () =>
  void afterNextPaint()
    .then(loadPanel)
    .catch(() => undefined);

/**
 * Whether the panel is open, and whether it may show. A tap paints the button's open state in
 * its own frame; the panel (a modal: the browser restyles the whole page behind it as inert)
 * comes in the frame after, once its code is there, instead of holding that first frame.
 */
function usePanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    afterNextPaint()
      .then(loadPanel)
      .then(
        () => current && setReady(true),
        // Its code could not be fetched (the connection dropped): the button is closed again,
        // ready for another tap, and the shopper is told.
        () => {
          if (!current) return;
          setOpen(false);
          toast(t('cart.loadFailed'), 'error');
        },
      );
    return () => {
      current = false;
    };
  }, [open, t]);
  const close = () => {
    setOpen(false);
    setReady(false);
  };
  // While the panel is on its way, the button is still there to take the tap back.
  const toggle = () => (open ? close() : setOpen(true));
  return { open, toggle, close, Panel: open && ready ? CartPanel : null };
}

/** The header's cart button with its item count, opening the side panel. */
export function CartWidget() {
  const { t } = useTranslation();
  const { cart, failed, retry } = useCart();
  const { open, toggle, close, Panel } = usePanel();
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
        onPointerEnter={loadPanelSoon}
        onFocus={loadPanelSoon}
        onClick={toggle}
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
      {Panel && <Panel cart={cart} failed={failed} onRetry={retry} onClose={close} />}
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
