import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the button shows past 170 px and climbs 100 px every 10.5 ms. */
const GO_TOP_THRESHOLD = 170;
const GO_TOP_STEP = 100;
const GO_TOP_INTERVAL_MS = 10.5;

export function GoTopButton() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > GO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearInterval(timer.current);
    };
  }, []);

  function goTop() {
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      if (window.scrollY <= 0) {
        window.clearInterval(timer.current);
        return;
      }
      window.scrollTo(0, Math.max(0, window.scrollY - GO_TOP_STEP));
    }, GO_TOP_INTERVAL_MS);
  }

  if (!visible) return null;
  return (
    <button type="button" className="admin-go-top" aria-label={t('layout.goTop')} onClick={goTop}>
      <span aria-hidden="true">↑</span>
    </button>
  );
}
