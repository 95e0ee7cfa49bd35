import type { ComponentProps, SyntheticEvent } from 'react';

type SafeImageProps = Omit<ComponentProps<'img'>, 'alt'> & { alt: string };

/** spec 000 §8: image load errors are logged and ignored. */
export function SafeImage({ onError, alt, ...props }: SafeImageProps) {
  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    console.warn('Image failed to load', event.currentTarget.src);
    onError?.(event);
  };
  return <img alt={alt} loading="lazy" decoding="async" {...props} onError={handleError} />;
}
