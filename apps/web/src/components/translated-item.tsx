import { parseImageText } from '../lib/i18n/image-text.ts';
import { SafeImage } from './safe-image.tsx';

/** A translated item: a picture when its text is an image tag (docs/product.md#language), otherwise the text. */
export function TranslatedItem({ text }: { text: string }) {
  const image = parseImageText(text);
  if (!image) return <>{text}</>;
  return (
    <SafeImage className={image.className || undefined} src={image.src} alt={image.alt} loading="eager" />
  );
}
