/// <reference types="astro/client" />

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates after the page has loaded and painted (src/directives/after-paint.ts). */
    'client:afterpaint'?: boolean | string;
  }
}

declare namespace App {
  interface Locals {
    /** The page language, from the `lang` cookie (en when missing or unknown). */
    lang: import('./i18n/index.ts').Lang;
    /** Translates a flat dotted key of src/i18n/<lang>.json. */
    t: import('./i18n/index.ts').PageT;
    /** The configured currency code, e.g. EUR or XPT. */
    currency: string;
    /** The process's running runtime (offer, clock, config, database), so pages need no global lookup. */
    runtime: import('./server/runtime.ts').Runtime;
  }
}
