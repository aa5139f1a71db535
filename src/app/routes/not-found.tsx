import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Page Not Found", "The page you are looking for does not exist.");

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
