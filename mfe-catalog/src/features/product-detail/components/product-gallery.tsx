import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/contracts';
import { IMAGE_SIZES, ProductImage } from '../../../components/product-image';
import { productImageAt } from '../../../lib/image-url';

/** Index 0 is the main image, index 1 shows on hover; the thumbnails pick any other. */
export function ProductGallery({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const main = productImageAt(product, 0);
  const hover = productImageAt(product, 1);
  const images = [...(product.images ?? [])]
    .sort((a, b) => a.image_index - b.image_index)
    .filter((image) => image.image_url);
  const thumbs = images.map((image) => image.image_url);
  const shown = selected ?? main?.image_url ?? null;
  const shownImage = images.find((image) => image.image_url === shown) ?? main;
  // The hover picture covers the main one in the same square box.
  const box = { sizes: IMAGE_SIZES.gallery, crop: true, width: 600, height: 600 };

  return (
    <div className="catalog-gallery">
      <div className="catalog-gallery__main">
        <ProductImage path={shown} image={shownImage} alt={product.title} eager priority {...box} />
        {hover && shown === main?.image_url && (
          <ProductImage
            path={hover.image_url}
            image={hover}
            alt=""
            className="catalog-gallery__hover"
            {...box}
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
                <ProductImage
                  path={path}
                  image={images[i]}
                  sizes={IMAGE_SIZES.thumb}
                  crop
                  alt=""
                  width={80}
                  height={80}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
