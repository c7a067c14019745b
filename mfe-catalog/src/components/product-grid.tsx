import type { Product } from '@shop/contracts';
import { ProductCard } from './product-card';
import { CardSkeleton } from './skeleton';
import './catalog.css';

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
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            priority={index === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </ul>
  );
}
