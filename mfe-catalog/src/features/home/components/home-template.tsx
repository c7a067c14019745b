import { useTranslation } from 'react-i18next';
import { useSession } from '@shop/contracts/react';
import { ProductCarousel } from '../../../components/product-carousel';
import { useBestSellingProducts, usePopularProducts, useRecentProducts } from '../api';
import { BannerSlider } from './banner-slider';
import { BlogTeasers } from './blog-teasers';
import { CategoryBanners } from './category-banners';
import { FacilitySlider } from './facility-slider';
import { NameStrip } from './name-strip';
import { OfferBanner } from './offer-banner';
import { SocialStrip } from './social-strip';
import '../home.css';

const BRANDS = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Proseware'] as const;
const PARTNERS = [
  'Coho Vineyard',
  'Wide World',
  'Adventure Works',
  'Blue Yonder',
  'Alpine Ski',
] as const;

/** An empty list after a failure, so a failed carousel shows its empty state, not a skeleton. */
const settled = <T,>(result: { data?: T[]; error?: unknown }) =>
  result.data ?? (result.error ? [] : undefined);

export function HomeTemplate() {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  // Called here, together, so that the three product calls start in parallel on the first render.
  const recent = useRecentProducts(signedIn);
  const popular = usePopularProducts(signedIn);
  const bestSelling = useBestSellingProducts(signedIn);

  if (!signedIn) {
    return (
      <div className="catalog-home">
        <BlogTeasers />
        <FacilitySlider />
        <NameStrip title={t('home.partners')} names={PARTNERS} />
        <SocialStrip />
      </div>
    );
  }
  return (
    <div className="catalog-home">
      <BannerSlider />
      <CategoryBanners />
      <ProductCarousel title={t('home.recent')} products={settled(recent)} />
      <OfferBanner />
      <ProductCarousel title={t('home.popular')} products={settled(popular)} />
      <FacilitySlider />
      <ProductCarousel title={t('home.bestSelling')} products={settled(bestSelling)} />
      <NameStrip title={t('home.brands')} names={BRANDS} />
      <BlogTeasers />
      <NameStrip title={t('home.partners')} names={PARTNERS} />
      <SocialStrip />
    </div>
  );
}
