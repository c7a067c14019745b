import type { Product } from '@shop/contracts';
import { HydrateWhenNear } from '@shop/ui';
import { ProductCard } from './product-card';
import { CardSkeleton } from './skeleton';
import './catalog.css';

/** The cards a phone shows before the shopper scrolls (one column). */
const FIRST_SCREEN_CARDS = 2;

export interface ProductGridProps {
  products: Product[] | undefined;
  /** How many skeleton cards hold the place while loading. */
  placeholders?: number;
  /** How many leading cards are above the fold (their images load at once). */
  eagerCount?: number;
  label?: string;
  /** A short row (related products): the cards share the width rather than leave a gap. */
  fit?: boolean;
}

export function ProductGrid({
  products,
  placeholders = 8,
  eagerCount = 0,
  label,
  fit = false,
}: ProductGridProps) {
  const className = fit ? 'catalog-grid catalog-grid--fit' : 'catalog-grid';
  if (!products) {
    return (
      <div className={className} aria-busy="true" aria-label={label}>
        {Array.from({ length: placeholders }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={className} aria-label={label}>
      {products.map((product, index) => {
        const card = (
          <ProductCard
            product={product}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
          />
        );
        // A phone's first screen shows the first cards; the others hydrate as they come near.
        return (
          <li key={product.id}>
            {index < FIRST_SCREEN_CARDS ? card : <HydrateWhenNear>{card}</HydrateWhenNear>}
          </li>
        );
      })}
    </ul>
  );
}
