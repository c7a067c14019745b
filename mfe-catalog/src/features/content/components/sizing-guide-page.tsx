import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { ContentTable } from './content-table';

type SizeRow = readonly [
  size: string,
  europe: string,
  usa: string,
  chest: string,
  waist: string,
  hips: string,
];

/** Sample measurements in centimetres. */
const WOMEN: readonly SizeRow[] = [
  ['XS', '34', '2', '80-83', '62-65', '88-91'],
  ['S', '36', '4', '84-87', '66-69', '92-95'],
  ['M', '38', '6', '88-91', '70-73', '96-99'],
  ['L', '40', '8', '92-95', '74-77', '100-103'],
  ['XL', '42', '10', '96-99', '78-81', '104-107'],
];
const MEN: readonly SizeRow[] = [
  ['S', '46', '36', '88-93', '76-81', '90-95'],
  ['M', '48', '38', '94-99', '82-87', '96-101'],
  ['L', '50', '40', '100-105', '88-93', '102-107'],
  ['XL', '52', '42', '106-111', '94-99', '108-113'],
  ['XXL', '54', '44', '112-117', '100-105', '114-119'],
];

const COLUMNS = ['size', 'europe', 'usa', 'chest', 'waist', 'hips'] as const;

function SizeTable({ id, title, rows }: { id: string; title: string; rows: readonly SizeRow[] }) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <section className="ui-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ContentTable
        labelledBy={id}
        columns={COLUMNS.map((column) => t(`sizing.${column}`))}
        rows={rows}
      />
    </section>
  );
}

/** /sizing-guide: static women's and men's size tables. */
export function SizingGuidePage() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  return (
    <div className="ui-page">
      <section aria-labelledby="catalog-content-sizing">
        <h2 id="catalog-content-sizing">{t('sizing.heading')}</h2>
        <p>{t('sizing.intro')}</p>
        {/* One above the other: side by side, each table is narrower than its six columns. */}
        <div className="catalog-content-stack">
          <SizeTable id="catalog-content-sizing-women" title={t('sizing.women')} rows={WOMEN} />
          <SizeTable id="catalog-content-sizing-men" title={t('sizing.men')} rows={MEN} />
        </div>
      </section>
    </div>
  );
}
