import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { useNearViewport } from '@shop/contracts/react';
import { CouldNotLoad } from './could-not-load';
import { ProductCard } from './product-card';
import { IMAGE_SIZES } from './product-image';
import { CardSkeleton } from './skeleton';
import './catalog.css';

/** swiper lives in its own chunk, fetched only when a carousel comes near the screen. */
const SwiperCarousel = lazy(() => import('./swiper-carousel'));

/** Spec section 9: at most 6 products, 1 to 3 per view by width. */
const CAROUSEL_LIMIT = 6;

export interface ProductCarouselProps {
  title: string;
  products: Product[] | undefined;
  /** The products could not be loaded: say so, with a Retry, instead of "no products". */
  failed?: boolean;
  onRetry?: () => void;
}

function CarouselSkeleton() {
  return (
    <div className="catalog-carousel__row" aria-hidden="true">
      <CardSkeleton />
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
}

/**
 * The carousel's first view without its script: the same columns swiper lays out, so that
 * swapping in the real carousel moves nothing.
 */
function StaticRow({ products }: { products: Product[] }) {
  return (
    <ul className="catalog-carousel__row">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} imageSizes={IMAGE_SIZES.carousel} />
        </li>
      ))}
    </ul>
  );
}

export function ProductCarousel({ title, products, failed, onRetry }: ProductCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // The static row already shows the first view, so the swap can wait until it is on screen.
  const [ref, near] = useNearViewport<HTMLElement>('0px');
  const shown = products?.slice(0, CAROUSEL_LIMIT);

  let body = <CarouselSkeleton />;
  if (failed) {
    body = <CouldNotLoad what="products" retry={() => onRetry?.()} />;
  } else if (shown?.length === 0) body = <p className="catalog-empty">{t('list.empty')}</p>;
  else if (shown && !near) body = <StaticRow products={shown} />;
  else if (shown) {
    body = (
      <Suspense fallback={<StaticRow products={shown} />}>
        <SwiperCarousel products={shown} label={title} />
      </Suspense>
    );
  }
  return (
    <section
      ref={ref}
      className="catalog-section catalog-carousel"
      aria-labelledby={headingId}
      aria-busy={!shown && !failed}
    >
      <h2 id={headingId} className="catalog-section__title">
        {title}
      </h2>
      {body}
    </section>
  );
}
