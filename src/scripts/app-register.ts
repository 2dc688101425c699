// Installs the app's service worker (docs/app.md) once the page has loaded, so that its first
// download of the offline pages never competes with the page. Built sites only: the dev
// server has no /sw.js. Kept to a few bytes: it travels with every page's shell script.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const workers = navigator.serviceWorker;
  const register = () => void workers.register('/sw.js').catch(() => undefined);
  // This script itself starts after `load` (src/directives/after-paint.ts).
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
  // A page left open across a deploy still asks for its on-demand scripts by the old build's
  // names, which the new build no longer serves: once a newer worker has taken over, such a
  // failure reloads the page into the new build instead of leaving a button that does nothing.
  let controlled = workers.controller !== null;
  let updated = false;
  workers.addEventListener('controllerchange', () => {
    updated = controlled;
    controlled = true;
  });
  addEventListener('vite:preloadError', (event) => {
    if (!updated) return;
    event.preventDefault();
    location.reload();
  });
}
