// Page scrolling is locked while any modal is open; nested modals share one lock.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/** Locks page scrolling and returns the function that releases this lock. */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Keeps the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      saved = undefined;
    }
  };
}
