/** The year the site was built, injected by Vite's `define`. */
declare const __BUILD_YEAR__: number;
