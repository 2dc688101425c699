// The mobile header's back button ([data-back]) goes one page back in the tab's history.
// Part of the shell script rather than an inline script of its own: gzipped on its own, an
// inline script cost every page about twice its bytes (issue 31, the page JS budget).
document.addEventListener('click', (e) => {
  if (!(e.target instanceof Element && e.target.closest('[data-back]'))) return;
  // Handled: a tap kept before this script ran is not given again (early-taps.ts).
  e.preventDefault();
  history.back();
});
