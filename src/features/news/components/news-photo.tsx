import { ImageIcon } from "lucide-react";
import * as m from "@/i18n/messages";
import { cn } from "@/lib/cn";
import type { ResponsiveImage } from "@/content/news/pages";

/**
 * How wide a card's photo shows, for the browser to pick a size before layout: the page's column
 * (max-w-6xl, 1.5 rem gap, 1 rem padding each side) is two cards wide from 768 px, one below.
 */
const CARD_SIZES = "(min-width: 1152px) 548px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)";

/**
 * A news item's photo: AVIF, then WebP, then the JPEG for a browser that reads neither. The width
 * and height keep its place before it loads (no layout shift); CSS scales it to the card. A photo
 * below the first screen loads only when the visitor scrolls near it. `alt`: the item's photo_alt;
 * `sizes`: how wide it shows, a card's width unless said.
 */
export function NewsPhoto({
  photo,
  alt,
  belowTheFold,
  sizes = CARD_SIZES,
}: {
  photo: ResponsiveImage;
  alt: string;
  belowTheFold: boolean;
  sizes?: string;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.sources.webp} sizes={sizes} />
      <img
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={belowTheFold ? "lazy" : "eager"}
        decoding="async"
        className="block h-auto w-full bg-muted"
      />
    </picture>
  );
}

/** In a photo's place while an item has none: what the picture will show, in words. */
export function NewsPhotoPlaceholder({ image, className }: { image: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={m.news_photo_to_come({ image })}
      className={cn(
        "flex aspect-[16/9] flex-col items-center justify-center gap-2 bg-gradient-to-br from-secondary to-muted px-6 text-center text-sm text-muted-foreground",
        className,
      )}
    >
      <ImageIcon aria-hidden="true" className="size-8" />
      <span aria-hidden="true">{image}</span>
    </div>
  );
}
