import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { useNearViewport } from '@shop/ui';
import { CouldNotLoad } from './could-not-load';
import { ProductCard } from './product-card';
import { IMAGE_SIZES } from './product-image';
import { CardSkeleton } from './skeleton';
import type { SwiperCarouselProps } from './swiper-carousel';
import './catalog.css';

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
 * The carousel's cards without swiper. Its first view until swiper is there: the same columns
 * swiper lays out, so that swapping in the real carousel moves nothing. Scrolling: every card,
 * in a row the shopper scrolls sideways within the section, when swiper's chunk could not be
 * fetched (the network, a deploy in between), so that no product is out of reach and the page
 * around it stays.
 */
function CardRow({ products, scrolling }: { products: Product[]; scrolling?: { label: string } }) {
  return (
    <ul
      className={`catalog-carousel__row${scrolling ? ' catalog-carousel__row--scrolling' : ''}`}
      // It can take focus, so that the arrow keys scroll it too.
      tabIndex={scrolling ? 0 : undefined}
      aria-label={scrolling?.label}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} imageSizes={IMAGE_SIZES.carousel} />
        </li>
      ))}
    </ul>
  );
}

const ScrollingRow = ({ products, label }: SwiperCarouselProps) => (
  <CardRow products={products} scrolling={{ label }} />
);

/** swiper lives in its own chunk, fetched only when a carousel comes near the screen. */
const loadSwiperCarousel = () =>
  import('./swiper-carousel').catch(() => ({ default: ScrollingRow }));

export function ProductCarousel({ title, products, failed, onRetry }: ProductCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  // The static row already shows the first view, so the swap can wait until it is on screen.
  const [ref, near] = useNearViewport<HTMLElement>('0px');
  const shown = products?.slice(0, CAROUSEL_LIMIT);
  // One per carousel, so that a carousel shown again (another visit to the page) tries again.
  const [SwiperCarousel] = useState(() => lazy(loadSwiperCarousel));

  let body = <CarouselSkeleton />;
  if (failed) {
    body = <CouldNotLoad what="products" retry={() => onRetry?.()} />;
  } else if (shown?.length === 0) body = <p className="catalog-empty">{t('list.empty')}</p>;
  else if (shown && !near) body = <CardRow products={shown} />;
  else if (shown) {
    body = (
      <Suspense fallback={<CardRow products={shown} />}>
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
