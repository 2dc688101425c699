// The web app manifest in each language (/app/en.webmanifest, /app/de.webmanifest, …): the
// page shell links the one of the page's language (src/lib/app/manifest.ts).
import type { APIRoute } from 'astro';
import { getT, isLang } from '../../i18n/index.ts';
import { webAppManifest } from '../../lib/app/manifest.ts';

export const GET: APIRoute = ({ params }) => {
  if (!isLang(params.lang)) return new Response(null, { status: 404 });
  const t = getT(params.lang);
  const manifest = webAppManifest(params.lang, { name: t('site.name'), description: t('site.tagline') });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
