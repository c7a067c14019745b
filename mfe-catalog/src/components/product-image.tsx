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
  sizes?: string;
  className?: string;
}

/** An API image with its intrinsic size (no layout shift) and a placeholder when it is missing. */
export function ProductImage({
  path,
  alt,
  width,
  height,
  eager,
  priority,
  sizes,
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
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      onError={() => setFailed(true)}
    />
  );
}
