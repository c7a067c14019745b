import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { FaqAccordion } from './faq-accordion';

const TABS = ['gettingStarted', 'pricing', 'sales', 'usage', 'general'] as const;

/** Arrow keys move between tabs (wrapping), Home and End jump to the ends. */
function nextIndex(key: string, current: number): number | null {
  const last = TABS.length - 1;
  if (key === 'ArrowRight') return current === last ? 0 : current + 1;
  if (key === 'ArrowLeft') return current === 0 ? last : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/** /faqs: five topic tabs (an ARIA tablist with automatic activation), each with the accordion. */
export function FaqsPage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const baseId = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextIndex(event.key, active);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="ui-page">
      <section className="ui-card" aria-labelledby={`${baseId}-heading`}>
        <h2 id={`${baseId}-heading`}>{t('faqs.heading')}</h2>
        <div role="tablist" aria-label={t('faqs.tabsLabel')} className="catalog-content-tabs">
          {TABS.map((tab, index) => (
            <button
              key={tab}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={index === active}
              aria-controls={`${baseId}-panel-${tab}`}
              tabIndex={index === active ? 0 : -1}
              className="catalog-content-tab"
              onClick={() => setActive(index)}
              onKeyDown={onKeyDown}
            >
              {t(`faqs.tabs.${tab}`)}
            </button>
          ))}
        </div>
        {TABS.map((tab, index) => (
          <div
            key={tab}
            role="tabpanel"
            id={`${baseId}-panel-${tab}`}
            aria-labelledby={`${baseId}-tab-${tab}`}
            hidden={index !== active}
            className="catalog-content-tabpanel"
          >
            {index === active ? <FaqAccordion /> : null}
          </div>
        ))}
      </section>
    </div>
  );
}
