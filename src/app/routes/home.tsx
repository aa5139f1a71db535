import { AboutSection } from "@/features/home/components/about-section";
import { Hero } from "@/features/home/components/hero";
import { ServicesGrid } from "@/features/home/components/services-grid";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Home",
    "News, help from government and private organisations, a CV Builder and a Job Matcher for the people of Seychelles.",
  );

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <AboutSection />
      <ServicesGrid />
    </>
  );
}
