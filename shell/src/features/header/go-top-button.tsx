import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './use-scrolled-past';

/** Spec section 9: scrolls up 100 px every 10.5 ms; honours reduced motion. */
const STEP_PX = 100;
const STEP_MS = 10.5;

function scrollUpInSteps() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const timer = setInterval(() => {
    if (window.scrollY <= 0) clearInterval(timer);
    else window.scrollBy(0, -STEP_PX);
  }, STEP_MS);
}

export function GoTopButton() {
  const { t } = useTranslation('common');
  const visible = useScrolledPast();
  if (!visible) return null;
  return (
    <button
      type="button"
      className="shell-go-top"
      onClick={scrollUpInSteps}
      aria-label={t('goTop')}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
