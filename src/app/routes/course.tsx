import { isRouteErrorResponse } from "react-router";
import { AppError } from "@/components/layout/app-error";
import { coursePage, courses } from "@/content/courses/collection.server";
import { coursePagePath, coursePageSlug, courseShareImagePath } from "@/content/courses/pages";
import { site } from "@/config/site";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { help } from "@/content/help/collection.server";
import { itemPage, itemsOf } from "@/content/page-data.server";
import { CoursePage } from "@/features/training/components/course-page";
import { costText } from "@/features/training/logic/course-facts";
import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { notFoundMeta } from "@/features/not-found/logic/not-found-meta";
import * as m from "@/i18n/messages";
import { shareMeta } from "@/lib/share-meta";
import type { Route } from "./+types/course";

/*
 * Every address under /training/: a course's own page (/training/<id>-<slug>, prerendered with the
 * course and its provider's Help Directory entry), or the 404 page for one that names no course,
 * answered by the server with this route's own 404 document (/training/404), as the job pages are.
 */
export const loader = async ({ params }: Route.LoaderArgs) =>
  coursePage(await itemPage(courses, params["*"]), itemsOf(help));

export const meta: Route.MetaFunction = ({ loaderData: course }) =>
  course
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

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  return <CoursePage course={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <AppError />;
}
