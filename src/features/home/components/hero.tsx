import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";
// The same file as /images/hero-coast.svg, read at build time for the prerendered HTML only.
import heroSvg from "../../../../public/images/hero-coast.svg?raw";
import { svgDataUri } from "../logic/svg-data-uri";

/**
 * The prerendered page carries the illustration inside its HTML (1.7 KiB gzip), so the largest paint
 * needs no request after the HTML: on a slow link that request is a whole extra round trip. The
 * browser bundle keeps the file's address instead (the data: branch is dropped from it, so the
 * page's JavaScript does not grow), used when the home page is reached by a link inside the site.
 * React does not rewrite a prerendered attribute when it hydrates, so the data: URI stays.
 */
const heroSrc = import.meta.env.SSR ? svgDataUri(heroSvg) : "/images/hero-coast.svg";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative h-[300px] overflow-hidden md:h-[400px]">
      <img
        src={heroSrc}
        alt={m.home_hero_image_alt()}
        width={1600}
        height={600}
        fetchPriority="high"
        className="absolute inset-0 h-[300px] w-full object-cover md:h-[400px]"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-[#062a40]/90 via-[#062a40]/70 to-[#062a40]/20" />
      <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-center gap-3 px-4 text-white md:gap-4">
        <p lang="crs" className="text-sm font-semibold tracking-wide text-[#fde68a] uppercase">
          Bonzour, byenveni!
        </p>
        <h1 id="hero-title" className="max-w-2xl text-2xl leading-tight font-bold md:text-5xl">
          {m.home_hero_title({ name: site.name })}
        </h1>
        <p className="max-w-xl text-sm text-white/90 md:text-lg">{m.home_hero_text()}</p>
        <div className="flex flex-wrap gap-3 pt-1">
          <Link to={paths.news.path} className={buttonVariants({ variant: "onImage" })}>
            {m.home_latest_news()}
          </Link>
          <Link to={paths.help.path} className={buttonVariants({ variant: "onImageOutline" })}>
            {m.home_get_help()}
          </Link>
        </div>
      </div>
    </section>
  );
}
