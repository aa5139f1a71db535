import homeServices from "virtual:content/services";

export type { HomeService } from "virtual:content/services";

/** The four services the home page offers, from content/home/services.yaml, checked at build time. */
export const services = homeServices.map(({ link, ...service }) => ({ ...service, path: link }));
