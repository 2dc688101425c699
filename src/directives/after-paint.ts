// client:afterpaint — hydrates an island once the page has loaded and painted, when the
// browser is next idle. For islands that show nothing a visitor needs at first sight (the
// mobile bar's account and slip figures, toasts, the session keeper's host): on a phone on
// a slow network, React's download then never competes with the HTML and CSS of the first
// paint. A store change made before hydration is still there when the island mounts.
// Given a media query (client:afterpaint="(min-width: 1050px)"), it also waits until the
// query matches: the desktop header and slip column never hydrate on a phone. This stands in
// for client:media, whose loader every page would otherwise carry as one more inline script
// (issue 31, the page JS budget).
import type { ClientDirective } from 'astro';

const afterPaint: ClientDirective = (load, options) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 1500 });
    else setTimeout(() => void hydrate(), 50);
  };
  const whenWide = () => {
    const media = typeof options.value === 'string' && options.value ? matchMedia(options.value) : null;
    if (!media || media.matches) whenIdle();
    else media.addEventListener('change', whenIdle, { once: true });
  };
  // The frame after `load` has been painted; the timeout lets that paint happen first.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(whenWide, 0));
  if (document.readyState === 'complete') afterFrame();
  else window.addEventListener('load', afterFrame, { once: true });
};

export default afterPaint;
