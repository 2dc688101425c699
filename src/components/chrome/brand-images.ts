// The site's logo and mark as data: URLs (issue 30): as files they were requests of their own
// in the first paint's critical path (the mark sits in the mobile header), each one a new
// connection on a slow network. The files in public/ stay the one source (the favicon, the
// offline page and the app manifest use them as files).
import markSvg from '../../../public/favicon.svg?raw';
import logoSvg from '../../../public/img/logo.svg?raw';

const dataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

/** The square mark (the favicon). */
export const MARK_SRC = dataUrl(markSvg);
/** The word mark. */
export const LOGO_SRC = dataUrl(logoSvg);
