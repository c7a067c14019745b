import './catalog.css';

/** A card-shaped placeholder of the same size as a product card, so nothing moves on load. */
export function CardSkeleton() {
  return (
    <div className="catalog-card catalog-card--skeleton" aria-hidden="true">
      <div className="catalog-skeleton catalog-skeleton--media" />
      <div className="catalog-skeleton catalog-skeleton--line" />
      <div className="catalog-skeleton catalog-skeleton--short" />
      <div className="catalog-skeleton catalog-skeleton--button" />
    </div>
  );
}
