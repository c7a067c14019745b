import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { useCategoryTitles } from '../../../lib/use-categories';

const TABS = ['description', 'additional', 'shipping', 'why', 'reviews'] as const;
export type TabKey = (typeof TABS)[number];

export interface ProductTabsProps {
  product: Product;
  active: TabKey;
  onSelect: (tab: TabKey) => void;
}

function CategoryNames({ product }: { product: Product }) {
  return <>{useCategoryTitles(product.categories ?? []).join(', ')}</>;
}

function Panel({ tab, product }: { tab: TabKey; product: Product }) {
  const { t } = useTranslation();
  if (tab === 'description') return <p>{product.description}</p>;
  if (tab !== 'additional') return <p>{t(`tabs.${tab}Text`)}</p>;
  return (
    <dl className="catalog-facts">
      <dt>{t('product.type')}</dt>
      <dd>{product.type}</dd>
      <dt>{t('product.vendor')}</dt>
      <dd>{product.vendor || t('product.defaultVendor')}</dd>
      <dt>{t('product.unit')}</dt>
      <dd>{product.unit}</dd>
      <dt>{t('product.categories')}</dt>
      <dd>
        <CategoryNames product={product} />
      </dd>
    </dl>
  );
}

/** Tabs of the ARIA pattern: arrow keys, Home and End move between tabs; one panel shows. */
export function ProductTabs({ product, active, onSelect }: ProductTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[next] as TabKey;
    onSelect(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div className="catalog-tabs" id="catalog-product-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="catalog-tabs__list">
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-controls={`${id}-panel`}
            aria-selected={tab === active}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => move(event, i)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        className="catalog-tabs__panel"
        tabIndex={0}
      >
        <Panel tab={active} product={product} />
      </div>
    </div>
  );
}
