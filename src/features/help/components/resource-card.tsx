import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import { formatNumber, takesSingular } from "@/lib/numbers";
import type { HelpEntry } from "@/content/help/pages";
import { contactCardFileName, contactCardPath } from "@/content/help/contact-card";
import { OpeningHours } from "./opening-hours";
import { HelpIcon } from "./help-icons";

/** "+248 429 8600" dials as "tel:+2484298600". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function ResourceCard({ resource }: { resource: HelpEntry }) {
  const titleId = `resource-${resource.id}`;
  return (
    <Card aria-labelledby={titleId} className="h-full">
      <CardHeader>
        <CardTitle id={titleId} size="lg">
          {resource.name}
        </CardTitle>
        <CardDescription size="lg">{resource.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <div>
          <h4 className="font-semibold">{m.help_card_services()}</h4>
          {/* The list's and each link's look is one rule for every card (.help-services, .help-contact in app.css). */}
          <ul className="help-services">
            {resource.services.map((service) => (
              <li key={service}>
                <HelpIcon name="check" />
                {service}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="font-semibold">{m.help_card_contact()}</h4>
          {/* Each link is a whole row, icon included, 44 px tall: a thumb can hit it (text-link.ts). */}
          <ul className="help-contact">
            <li className="flex gap-2 py-2">
              <HelpIcon name="map-pin" className="mt-0.5" />
              <span>
                <span className="sr-only">{m.help_card_address()}</span>
                {resource.contact.address}
              </span>
            </li>
            <li>
              <a href={telHref(resource.contact.phone)}>
                <HelpIcon name="phone" />
                {resource.contact.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${resource.contact.email}`}>
                <HelpIcon name="mail" />
                {resource.contact.email}
              </a>
            </li>
            <li>
              <ExternalLink href={resource.contact.website} aria-describedby={titleId}>
                <HelpIcon name="globe" />
                {m.help_card_website()}
              </ExternalLink>
            </li>
            <li>
              <a
                href={contactCardPath(resource.id)}
                download={contactCardFileName(resource.name)}
                type="text/vcard"
                aria-describedby={titleId}
              >
                <HelpIcon name="user-plus" />
                {m.help_card_save_contact()}
              </a>
            </li>
            {resource.courses !== undefined && (
              <li>
                {/* The courses it runs, on the list of courses (src/features/training). */}
                <Link to={`${paths.training.path}?provider=${resource.id}`} aria-describedby={titleId}>
                  <HelpIcon name="check" />
                  {(takesSingular(resource.courses) ? m.help_card_courses_one : m.help_card_courses)({
                    count: formatNumber(resource.courses),
                  })}
                </Link>
              </li>
            )}
          </ul>
        </div>
        <div className="sm:col-span-2">
          <OpeningHours schedules={resource.schedules} headingId={`${titleId}-hours`} />
        </div>
      </CardContent>
    </Card>
  );
}
