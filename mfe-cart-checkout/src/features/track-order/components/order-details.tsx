import { useTranslation } from 'react-i18next';
import { countryName, truncate, type TrackedOrder } from '@shop/contracts';
import { formatDate } from '@shop/contracts/dates';
import { usePrice } from '@shop/ui';
import { ProductImage } from '../../../components/product-image';
import { TotalsList } from '../../../components/totals-list';
import { StatusBadge } from './status-badge';

export function OrderDetails({ order }: { order: TrackedOrder }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const date = formatDate(order.createdAt, i18n.language, { style: 'long' });

  return (
    <section className="track-order" aria-labelledby="track-order-title">
      <h2 id="track-order-title">{t('track.order', { id: order.id })}</h2>
      <dl className="track-facts">
        <div>
          <dt>{t('track.status')}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t('track.date')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{date}</time>
          </dd>
        </div>
        <div>
          <dt>{t('track.shipsTo')}</dt>
          <dd>
            {order.customerDetails.city},{' '}
            {countryName(order.customerDetails.country, i18n.language)}
          </dd>
        </div>
      </dl>
      <h3>{t('track.items')}</h3>
      <ul className="track-lines">
        {order.items.map((line) => (
          <li key={line.id} className="track-line">
            <ProductImage src={line.productImageUrl} size={48} />
            <span title={line.productName}>{truncate(line.productName)}</span>
            <span>
              {t('widget.lineQuantity', { quantity: line.quantity, price: price(line.price) })}
            </span>
            <span>{price(line.linePrice)}</span>
          </li>
        ))}
      </ul>
      <TotalsList totals={order.totals} />
    </section>
  );
}
