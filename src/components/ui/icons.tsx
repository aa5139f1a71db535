import type { ComponentProps } from "react";

/*
 * The few icons the site shell and the home page draw, as plain SVG in lucide's 24-unit stroke
 * style. lucide-react's runtime would put about 2 KiB gzip on the home page's first load, which
 * the 115 KiB budget cannot spare; the other pages load lucide-react in their own chunks.
 */
function Svg({ children, className, ...props }: ComponentProps<"svg">) {
  // Drawn as lucide draws its icons, by the one rule in app.css (`svg.lucide:not([stroke])`: 24 px, a
  // 2 px round stroke in the text's colour, no fill), so the attributes are not in the first load.
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `lucide ${className}` : "lucide"} {...props}>
      {children}
    </svg>
  );
}

export type IconComponent = (props: ComponentProps<"svg">) => React.JSX.Element;

export const MenuIcon: IconComponent = (props) => (
  <Svg {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const CloseIcon: IconComponent = (props) => (
  <Svg {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const GlobeIcon: IconComponent = (props) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </Svg>
);

export const ArrowRightIcon: IconComponent = (props) => (
  <Svg {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);

export const PeopleIcon: IconComponent = (props) => (
  <Svg {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.7a3.5 3.5 0 0 1 0 6.6M18 14.3c2.1.8 3.5 2.9 3.5 5.7" />
  </Svg>
);

export const NewspaperIcon: IconComponent = (props) => (
  <Svg {...props}>
    <rect x="3" y="4" width="15" height="16" rx="2" />
    <path d="M18 8h2a1 1 0 0 1 1 1v9a2 2 0 0 1-4 0M7 8h7M7 12h7M7 16h4" />
  </Svg>
);

export const LifebuoyIcon: IconComponent = (props) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M14.8 9.2l3.6-3.6M5.6 18.4l3.6-3.6" />
  </Svg>
);

export const DocumentIcon: IconComponent = (props) => (
  <Svg {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Svg>
);

export const BriefcaseIcon: IconComponent = (props) => (
  <Svg {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </Svg>
);
