// Installs the app's service worker (docs/app.md) once the page has loaded, so that its first
// download of the offline pages never competes with the page. Built sites only: the dev
// server has no /sw.js. Kept to a few bytes: it travels with every page's shell script.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => undefined), { once: true });
}
