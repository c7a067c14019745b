import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { HydrateWhenNear, useShellValue } from '@shop/ui';
import { loadFailed } from '@shop/ui/load-failed';
import { ProductCarousel } from '../../../components/product-carousel';
import { useHomeProducts } from '../api';
import { BannerSlider } from './banner-slider';
import { BlogTeasers } from './blog-teasers';
import { CategoryBanners } from './category-banners';
import { FacilitySlider } from './facility-slider';
import { InvitationNotice } from './invitation-notice';
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

/** A carousel's products, or its "could not load" state with a Retry that fetches again. */
const carousel = (result: { data?: Product[]; error?: unknown; mutate: () => unknown }) => ({
  products: result.data,
  failed: loadFailed(result),
  onRetry: () => void result.mutate(),
});

export function HomeTemplate() {
  const { t } = useTranslation();
  const signedIn = useShellValue((props) => props.session !== null);
  // Called here, together, so that the three product calls start in parallel on the first render.
  const recent = useHomeProducts('recent', signedIn);
  const popular = useHomeProducts('popular', signedIn);
  const bestSelling = useHomeProducts('bestSelling', signedIn);

  if (!signedIn) {
    return (
      <div className="catalog-home">
        <InvitationNotice />
        <HydrateWhenNear>
          <BlogTeasers />
          <FacilitySlider />
          <NameStrip title={t('home.partners')} names={PARTNERS} />
          <SocialStrip />
        </HydrateWhenNear>
      </div>
    );
  }
  return (
    <div className="catalog-home">
      <BannerSlider />
      <CategoryBanners />
      {/* Below a phone's first screen: hydrated as the shopper scrolls to it. */}
      <HydrateWhenNear>
        <ProductCarousel title={t('home.recent')} {...carousel(recent)} />
        <OfferBanner />
        <ProductCarousel title={t('home.popular')} {...carousel(popular)} />
        <FacilitySlider />
        <ProductCarousel title={t('home.bestSelling')} {...carousel(bestSelling)} />
        <NameStrip title={t('home.brands')} names={BRANDS} />
        <BlogTeasers />
        <NameStrip title={t('home.partners')} names={PARTNERS} />
        <SocialStrip />
      </HydrateWhenNear>
    </div>
  );
}
