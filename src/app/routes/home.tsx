import { AboutSection } from "@/features/home/components/about-section";
import { Hero } from "@/features/home/components/hero";
import { ServicesGrid } from "@/features/home/components/services-grid";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta(m.shell_nav_home(), m.home_description());

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <AboutSection />
      <ServicesGrid />
    </>
  );
}
