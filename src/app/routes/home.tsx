import { itemsOf } from "@/content/page-data.server";
import { services } from "@/content/services/collection.server";
import { AboutSection } from "@/features/home/components/about-section";
import { Hero } from "@/features/home/components/hero";
import { ServicesGrid } from "@/features/home/components/services-grid";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/home";

export const loader = () => ({ services: itemsOf(services) });

export const meta = () => pageMeta(m.shell_nav_home(), m.home_description());

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      {/* New jobs that fit a CV kept on this phone: drawn here by code loaded only then
          (src/features/job-alerts/new-jobs-entry.tsx). A bare element: the home page has no bytes to spare. */}
      <div id="new-jobs" />
      <AboutSection />
      <ServicesGrid services={loaderData.services} />
    </>
  );
}
