import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';

const QUESTIONS = [1, 2, 3, 4, 5] as const;

/** The same five questions under every FAQ tab; each answer is a disclosure. */
export function FaqAccordion() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(1);

  return (
    <div className="catalog-content-accordion">
      {QUESTIONS.map((n) => {
        const expanded = open === n;
        const panelId = `${baseId}-answer-${n}`;
        return (
          <div key={n} className="catalog-content-accordion-item">
            <h3 className="catalog-content-accordion-heading">
              <button
                type="button"
                className="catalog-content-accordion-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : n)}
              >
                {t(`faqs.questions.q${n}`)}
                <span aria-hidden="true" className="catalog-content-accordion-icon">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={panelId} className="catalog-content-accordion-panel" hidden={!expanded}>
              <p>{t(`faqs.questions.a${n}`)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
