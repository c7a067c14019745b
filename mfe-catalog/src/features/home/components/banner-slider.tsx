import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import banner1 from '../../../assets/banner-1.svg';
import banner2 from '../../../assets/banner-2.svg';
import banner3 from '../../../assets/banner-3.svg';

const SLIDES = [
  { key: 'one', image: banner1 },
  { key: 'two', image: banner2 },
  { key: 'three', image: banner3 },
] as const;

function BannerControls({ index, go }: { index: number; go: (next: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="catalog-banner__controls">
      <button
        type="button"
        className="catalog-icon-button"
        aria-label={t('home.banner.previous')}
        onClick={() => go(index - 1)}
      >
        ‹
      </button>
      {SLIDES.map((slide, i) => (
        <button
          key={slide.key}
          type="button"
          className="catalog-banner__dot"
          aria-label={t('home.banner.show', { index: i + 1 })}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => go(i)}
        />
      ))}
      <button
        type="button"
        className="catalog-icon-button"
        aria-label={t('home.banner.next')}
        onClick={() => go(index + 1)}
      >
        ›
      </button>
    </div>
  );
}

/** The home hero. Its first image is the page's LCP candidate, so it loads first and at once. */
export function BannerSlider() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const total = SLIDES.length;
  const go = (next: number) => setIndex((next + total) % total);

  return (
    <section
      className="catalog-banner"
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
    >
      {SLIDES.map((slide, i) => (
        <div
          key={slide.key}
          className="catalog-banner__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={t('home.banner.slideOf', { index: i + 1, total })}
          hidden={i !== index}
        >
          <img
            className="catalog-banner__image"
            src={slide.image}
            alt={t(`home.banner.${slide.key}.image`)}
            width={1200}
            height={480}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
          />
          <div className="catalog-banner__text">
            <p className="catalog-banner__eyebrow">{t(`home.banner.${slide.key}.eyebrow`)}</p>
            <h2 className="catalog-banner__title">{t(`home.banner.${slide.key}.title`)}</h2>
            <Link to="/products" className="catalog-button catalog-button--primary">
              {t('home.banner.cta')}
            </Link>
          </div>
        </div>
      ))}
      <BannerControls index={index} go={go} />
    </section>
  );
}
