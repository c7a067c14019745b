import { useState } from 'react';
import type { ProductImage as ProductImageRecord } from '@shop/contracts';
import { useShellValue } from '@shop/ui';
import { imageSrcSet, PLACEHOLDER_IMAGE, resolveImageUrl } from '../lib/image-url';

/**
 * The rendered width of a product image in each layout, for `sizes` (the shell's main column is
 * at most 1200 px wide with 16 px sides; a card has 12 px padding and a 1 px border).
 */
export const IMAGE_SIZES = {
  /** A card in a listing grid (auto-fill columns of at least 210 px, beside a 240 px sidebar). */
  grid: '(max-width: 470px) calc(100vw - 58px), (max-width: 800px) calc(50vw - 52px), 240px',
  /** A card in a home carousel: 1 column to 639 px, 2 to 1023 px, then 3. */
  carousel:
    '(max-width: 639px) calc(100vw - 58px), (max-width: 1023px) calc(50vw - 50px), (max-width: 1200px) calc(33.3vw - 42px), 354px',
  /** The product page's main picture: full width to 900 px, then half the column. */
  gallery: '(max-width: 900px) calc(100vw - 32px), (max-width: 1200px) calc(50vw - 36px), 564px',
  /** The quick view's picture: full dialog width on a phone, half of it beside the text. */
  quick: '(max-width: 640px) calc(100vw - 64px), 400px',
  thumb: '80px',
} as const;

export interface ProductImageProps {
  path: string | null | undefined;
  alt: string;
  /** The box the layout gives the image (its aspect ratio, before the CSS sizes it). */
  width: number;
  height: number;
  /** The API's record of the image: its own size and smaller copies (srcset). */
  image?: ProductImageRecord | null;
  /** The rendered width per layout (one of IMAGE_SIZES), telling the browser which copy to fetch. */
  sizes?: string;
  /** The CSS crops the picture to the width×height box (object-fit: cover): keep its proportions. */
  crop?: boolean;
  /** Above the fold: load at once; the LCP candidate also gets a high fetch priority. */
  eager?: boolean;
  priority?: boolean;
  className?: string;
}

/**
 * An API image with fixed dimensions (no layout shift), its WebP copies as `srcset` when the
 * API made some, and a placeholder when it is missing. Below the fold it loads lazily and
 * decodes off the main thread; the page's largest image is fetched first.
 */
export function ProductImage({
  path,
  alt,
  width,
  height,
  image,
  sizes,
  crop,
  eager,
  priority,
  className,
}: ProductImageProps) {
  const apiUrl = useShellValue((props) => props.apiUrl);
  const [failed, setFailed] = useState(false);
  const src = failed ? PLACEHOLDER_IMAGE : resolveImageUrl(path, apiUrl);
  const srcSet = failed || image?.image_url !== path ? '' : imageSrcSet(image, apiUrl);
  // Uncropped, the box keeps its width and its height follows the picture's own proportions.
  const boxHeight =
    !crop && image?.width && image.height
      ? Math.round((width * image.height) / image.width)
      : height;
  return (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={boxHeight}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
