import type { ComponentProps, SyntheticEvent } from 'react';

type SafeImageProps = Omit<ComponentProps<'img'>, 'alt'> & { alt: string };

/**
 * docs/product.md#texts: image load errors are logged and ignored. The picture keeps its box (its width and
 * height) so nothing around it moves, and the browser's broken-image mark is hidden (base.css).
 */
export function SafeImage({ onError, alt, ...props }: SafeImageProps) {
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    console.warn('Image failed to load', event.currentTarget.src);
    event.currentTarget.dataset.failed = 'true';
    onError?.(event);
  };
  return <img alt={alt} loading="lazy" decoding="async" {...props} onError={handleError} />;
}
