import { useState } from 'react';
import { useShellProps } from '@shop/contracts/react';
import { PLACEHOLDER_IMAGE, resolveImageUrl } from '../lib/image-url';

export interface ProductImageProps {
  path: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once; the LCP candidate also gets a high fetch priority. */
  eager?: boolean;
  priority?: boolean;
  className?: string;
}

/**
 * An API image with its intrinsic size (no layout shift) and a placeholder when it is missing.
 * The API serves one file per image (seeded ones are SVG) and no resized variants, so there is
 * no srcset to offer; the CSS scales it to its box.
 */
export function ProductImage({
  path,
  alt,
  width,
  height,
  eager,
  priority,
  className,
}: ProductImageProps) {
  const { apiUrl } = useShellProps();
  const [failed, setFailed] = useState(false);
  const src = failed ? PLACEHOLDER_IMAGE : resolveImageUrl(path, apiUrl);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
