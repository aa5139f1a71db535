import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { AppError } from "@/components/layout/app-error";
import { courseListPage, coursePage, courses } from "@/content/courses/collection.server";
import { courseAreasIn } from "@/content/courses/suggestions.server";
import { coursePagePath, coursePageSlug, coursesFeedPath, courseShareImagePath } from "@/content/courses/pages";
import { pageTitle, site } from "@/config/site";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { help } from "@/content/help/collection.server";
import { itemPage, itemsInEveryLanguage, itemsOf } from "@/content/page-data.server";
import { CourseListPage } from "@/features/training/components/course-list-page";
import { CoursePage } from "@/features/training/components/course-page";
import { costText } from "@/features/training/logic/course-facts";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { notFoundMeta } from "@/features/not-found/logic/not-found-meta";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import { shareMeta } from "@/lib/share-meta";
import type { Route } from "./+types/course";

/*
 * Every address under /training/: a course's own page (/training/<id>-<slug>, prerendered with the
 * course and its provider's Help Directory entry), or the 404 page for one that names no course,
 * answered by the server with this route's own 404 document (/training/404), as the job pages are.
 * And /training itself (an empty splat): the list of every course, with each one's fields worked
 * out from what it teaches in every language (courseAreasIn), drawn here so the site has no route
 * more for it (every page loads the list of routes).
 */
export const loader = async ({ params }: Route.LoaderArgs) => {
  const slug = params["*"];
  if (!slug) {
    const everyLanguage = itemsInEveryLanguage(courses);
    const areas = courseAreasIn({ jobs: { en: [], fr: [], crs: [] }, courses: everyLanguage });
    return { list: courseListPage(itemsOf(courses), itemsOf(help), areas) };
  }
  return { course: coursePage(await itemPage(courses, slug), itemsOf(help)) };
};

// The list's filters change only the address's query: the page's data stays (no .data file fetched per tick).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.list)
    return [
      ...pageMeta(m.training_list_title(), m.training_list_description()),
      // The language's feed of courses, where feed readers look for it (the page links it too).
      {
        tagName: "link",
        rel: "alternate",
        type: "application/atom+xml",
        href: localizePath(coursesFeedPath, siteLocale),
        title: pageTitle(m.training_list_title()),
      },
    ];
  const course = loaderData?.course;
  return course
    ? shareMeta({
        title: course.title,
        description: `${m.training_page_description({
          title: course.title,
          provider: course.provider.name,
          cost: costText(course.cost),
          location: course.location,
        })} ${course.description}`,
        path: coursePagePath(course),
        type: "website",
        image: {
          path: localizePath(courseShareImagePath(coursePageSlug(course)), siteLocale),
          width: 1200,
          height: 630,
          type: "image/png",
          alt: m.training_share_image_alt({ title: course.title, name: site.name }),
        },
      })
    : notFoundMeta();
};

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.list ? <CourseListPage page={loaderData.list} /> : <CoursePage course={loaderData.course} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <AppError />;
}
