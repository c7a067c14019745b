import { useShellValue } from '@shop/ui';
import { resolveImageUrl } from '../lib/image-url';
import './components.css';

export interface ProductImageProps {
  src: string;
  size: number;
}

/**
 * A product thumbnail. It is decorative (alt="") because the product name is always written
 * next to it; width and height are set so that the layout does not shift while it loads.
 */
export function ProductImage({ src, size }: ProductImageProps) {
  const apiUrl = useShellValue((props) => props.apiUrl);
  const url = resolveImageUrl(src, apiUrl);
  if (!url) {
    return <span className="cart-image cart-image--empty" style={{ width: size, height: size }} />;
  }
  return (
    <img
      className="cart-image"
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
