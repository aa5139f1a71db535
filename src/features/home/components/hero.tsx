import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative h-[300px] overflow-hidden md:h-[400px]">
      <img
        src="/images/hero-coast.svg"
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
