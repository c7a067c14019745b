import { useTranslation } from 'react-i18next';
import { formatNumber, type Dashboard, type Figure } from '@shop/contracts';
import { usePrice } from '@shop/ui';

const CARDS = ['revenue', 'orders', 'newCustomers', 'deliveries'] as const;
type CardKey = (typeof CARDS)[number];

function ChangeBadge({ change }: { change: number }) {
  const { t, i18n } = useTranslation();
  const up = change >= 0;
  const percent = formatNumber(Math.abs(change), i18n.language, { maximumFractionDigits: 1 });
  return (
    <span className={`admin-change ${up ? 'admin-change-up' : 'admin-change-down'}`}>
      <span aria-hidden="true">{up ? '▲' : '▼'}</span>{' '}
      {t(up ? 'dashboard.up' : 'dashboard.down', { percent })}
    </span>
  );
}

/**
 * The four figure cards, each against its previous period; without figures yet, the cards at
 * their final size with an ellipsis where the figures will be.
 */
export function StatCards({ cards }: { cards?: Dashboard['cards'] }) {
  const { t, i18n } = useTranslation();
  const price = usePrice();
  const show = (key: CardKey, figure: Figure) =>
    key === 'revenue' ? price(figure.value) : formatNumber(figure.value, i18n.language);

  return (
    <ul className="admin-stat-cards" aria-busy={cards ? undefined : true}>
      {CARDS.map((key) => (
        <li key={key} className="admin-card admin-stat">
          <h2>{t(`dashboard.cards.${key}.title`)}</h2>
          <p className="admin-muted">{t(`dashboard.cards.${key}.period`)}</p>
          <p className="admin-stat-value">{cards ? show(key, cards[key]) : '…'}</p>
          {cards ? (
            <ChangeBadge change={cards[key].change} />
          ) : (
            <span className="admin-change" aria-hidden="true">
              {'\u00a0'}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
