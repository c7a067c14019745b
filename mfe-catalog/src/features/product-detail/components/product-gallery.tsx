import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { ProductImage } from '../../../components/product-image';
import { productImagePath } from '../../../lib/image-url';

/** Index 0 is the main image, index 1 shows on hover; the thumbnails pick any other. */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const main = productImagePath(product, 0);
  const hover = productImagePath(product, 1);
  const thumbs = [...(product.images ?? [])]
    .sort((a, b) => a.image_index - b.image_index)
    .map((image) => image.image_url)
    .filter(Boolean);
  const shown = selected ?? main;

  return (
    <div className="catalog-gallery">
      <div className="catalog-gallery__main">
        <ProductImage path={shown} alt={product.title} width={600} height={600} eager priority />
        {hover && shown === main && (
          <ProductImage
            path={hover}
            alt=""
            width={600}
            height={600}
            className="catalog-gallery__hover"
          />
        )}
      </div>
      {thumbs.length > 1 && (
        <ul className="catalog-gallery__thumbs" aria-label={t('gallery.label')}>
          {thumbs.map((path, i) => (
            <li key={path}>
              <button
                type="button"
                aria-label={t('gallery.show', { index: i + 1 })}
                aria-pressed={shown === path}
                onClick={() => setSelected(path)}
              >
                <ProductImage path={path} alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
