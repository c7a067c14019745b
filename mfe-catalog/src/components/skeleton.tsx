import './catalog.css';

/**
 * A card-shaped placeholder built from the card's own boxes (title, price, the two buttons that
 * wrap the same way), so the real card takes exactly its place.
 */
export function CardSkeleton() {
  return (
    <div className="catalog-card catalog-card--skeleton" aria-hidden="true">
      <div className="catalog-skeleton catalog-skeleton--media" />
      <div className="catalog-skeleton catalog-skeleton--line" />
      <div className="catalog-skeleton catalog-skeleton--short" />
      <div className="catalog-card__actions">
        <div className="catalog-skeleton catalog-skeleton--button" />
        <div className="catalog-skeleton catalog-skeleton--button" />
      </div>
    </div>
  );
}
