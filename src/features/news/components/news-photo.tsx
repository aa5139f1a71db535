import type { NewsPhoto as Photo } from "../data/news-items";

/**
 * How wide a card's photo shows, for the browser to pick a size before layout: the page's column
 * (max-w-6xl, 1.5 rem gap, 1 rem padding each side) is two cards wide from 768 px, one below.
 */
const CARD_SIZES = "(min-width: 1152px) 548px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)";

/**
 * A news item's photo: AVIF, then WebP, then the JPEG for a browser that reads neither. The width
 * and height keep its place before it loads (no layout shift); CSS scales it to the card. A photo
 * below the first screen loads only when the visitor scrolls near it.
 */
export function NewsPhoto({ photo, belowTheFold }: { photo: Photo; belowTheFold: boolean }) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.sources.avif} sizes={CARD_SIZES} />
      <source type="image/webp" srcSet={photo.sources.webp} sizes={CARD_SIZES} />
      <img
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={belowTheFold ? "lazy" : "eager"}
        decoding="async"
        className="block h-auto w-full bg-muted"
      />
    </picture>
  );
}
