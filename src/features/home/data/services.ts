import { BriefcaseIcon, DocumentIcon, LifebuoyIcon, NewspaperIcon, type IconComponent } from "@/components/ui/icons";
import { paths } from "@/config/paths";

export type Service = {
  title: string;
  description: string;
  path: string;
  icon: IconComponent;
};

/** The four services the home page offers, in the spec's order. */
export const services = [
  {
    title: "Foundation News",
    description: "Our latest activities and upcoming events around the islands.",
    path: paths.news.path,
    icon: NewspaperIcon,
  },
  {
    title: "Help Directory",
    description: "Assistance from government departments, ministries and private foundations.",
    path: paths.help.path,
    icon: LifebuoyIcon,
  },
  {
    title: "CV Builder",
    description: "Enter your personal details, education, experience and skills, and preview your CV on screen.",
    path: paths.cvBuilder.path,
    icon: DocumentIcon,
  },
  {
    title: "Job Matcher",
    description: "Upload your CV and get a ranked list of matching local job listings.",
    path: paths.jobMatcher.path,
    icon: BriefcaseIcon,
  },
] as const satisfies readonly Service[];
