import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { formatPrice } from '@shop/contracts';
import { ContentTable } from './content-table';

/** The three sample products of the static compare table. */
const PRODUCTS = [
  {
    key: 'shirt',
    price: 24.5,
    inStock: true,
    vendor: 'Nordic Linen',
    size: 'S, M, L, XL',
    colour: 'white',
    rating: 4.5,
  },
  {
    key: 'shoes',
    price: 59.9,
    inStock: true,
    vendor: 'Stride',
    size: '39-45',
    colour: 'black',
    rating: 4,
  },
  {
    key: 'bag',
    price: 89,
    inStock: false,
    vendor: 'Cuero & Co',
    size: null,
    colour: 'brown',
    rating: 5,
  },
] as const;

type Row = { label: string; cell: (product: (typeof PRODUCTS)[number]) => string };

/** /compare: a static comparison table (products as columns, features as rows). */
export function ComparePage() {
  const { t, i18n } = useTranslation(PAGES_NAMESPACE);
  const rows: Row[] = [
    { label: t('compare.price'), cell: (p) => formatPrice(p.price, 'BTC', i18n.language) },
    {
      label: t('compare.availability'),
      cell: (p) => t(p.inStock ? 'compare.inStock' : 'compare.outOfStock'),
    },
    { label: t('compare.vendor'), cell: (p) => p.vendor },
    { label: t('compare.type'), cell: (p) => t(`compare.types.${p.key}`) },
    { label: t('compare.size'), cell: (p) => p.size ?? t('compare.oneSize') },
    { label: t('compare.colour'), cell: (p) => t(`compare.colours.${p.colour}`) },
    { label: t('compare.rating'), cell: (p) => t('compare.ratingValue', { value: p.rating }) },
  ];

  return (
    <div className="ui-page">
      <section aria-labelledby="catalog-content-compare">
        <h2 id="catalog-content-compare">{t('compare.heading')}</h2>
        <ContentTable
          labelledBy="catalog-content-compare"
          caption={t('compare.caption')}
          columns={[t('compare.feature'), ...PRODUCTS.map((p) => t(`compare.items.${p.key}`))]}
          rows={rows.map((row) => [row.label, ...PRODUCTS.map(row.cell)])}
        />
      </section>
    </div>
  );
}
