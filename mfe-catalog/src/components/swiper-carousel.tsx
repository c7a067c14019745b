import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Product } from '@shop/contracts';
import { ProductCard } from './product-card';
import { IMAGE_SIZES } from './product-image';

export interface SwiperCarouselProps {
  products: Product[];
  label: string;
}

/** Default export for React.lazy: this module is the only one that imports swiper. */
export default function SwiperCarousel({ products, label }: SwiperCarouselProps) {
  const { t } = useTranslation();
  return (
    <Swiper
      className="catalog-swiper"
      modules={[Navigation, A11y, Keyboard]}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        containerMessage: label,
        prevSlideMessage: t('carousel.previous'),
        nextSlideMessage: t('carousel.next'),
        // swiper fills these placeholders itself.
        slideLabelMessage: t('carousel.slideLabel', {
          index: '{{index}}',
          total: '{{slidesLength}}',
        }),
      }}
      spaceBetween={16}
      slidesPerView={1}
      breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }}
    >
      {products.map((product) => (
        <SwiperSlide key={product.id}>
          <ProductCard product={product} imageSizes={IMAGE_SIZES.carousel} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
