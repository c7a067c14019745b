import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { CardSkeleton } from './skeleton';
import './catalog.css';

/** swiper lives in its own chunk, fetched only when a carousel is on screen. */
const SwiperCarousel = lazy(() => import('./swiper-carousel'));

/** Spec section 9: at most 6 products, 1 to 3 per view by width. */
export const CAROUSEL_LIMIT = 6;

export interface ProductCarouselProps {
  title: string;
  products: Product[] | undefined;
}

function CarouselSkeleton() {
  return (
    <div className="catalog-carousel__skeleton" aria-hidden="true">
      <CardSkeleton />
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
}

export function ProductCarousel({ title, products }: ProductCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="catalog-section catalog-carousel" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section__title">
        {title}
      </h2>
      {products?.length === 0 ? (
        <p className="catalog-empty">{t('list.empty')}</p>
      ) : products ? (
        <Suspense fallback={<CarouselSkeleton />}>
          <SwiperCarousel products={products.slice(0, CAROUSEL_LIMIT)} label={title} />
        </Suspense>
      ) : (
        <CarouselSkeleton />
      )}
    </section>
  );
}
