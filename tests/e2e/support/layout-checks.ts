// What a layout test asks of a loaded page, measured in the page: no sideways scrolling, no
// control or table cell cut off by a box that clips it, and no primary button hidden under
// another element.
import type { Page } from '@playwright/test';

/**
 * Boxes that scroll sideways on purpose, where a control past the edge is one swipe (or one
 * slide) away and the strip shows it: bet-type and sport tabs, the slider.
 */
const SIDEWAYS_STRIPS = ['.bet-types', '.sport-tabs', '.slider-viewport'];

/** The primary actions of a page: each must be the element a click at its centre reaches. */
const PRIMARY_BUTTONS = ['.btn-primary', '.isl-button--primary', 'button[type="submit"]', '.slip-submit'];

/** The page's layout problems, one line each; none is the empty list. */
export async function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ strips, primary }) => {
      const problems: string[] = [];
      const name = (el: Element): string => {
        const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
        return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
      };
      const shown = (el: Element): boolean => {
        const r = el.getBoundingClientRect();
        if (r.width <= 2 || r.height <= 2) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.opacity !== '0';
      };

      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > innerWidth) {
        const wide = [...document.querySelectorAll('body *')]
          .filter((el) => shown(el) && el.getBoundingClientRect().right > innerWidth + 1)
          .slice(-3)
          .map(name);
        problems.push(`scrolls sideways: ${root.scrollWidth} px wide in ${innerWidth} (${wide.join(', ')})`);
      }

      // A control or cell that sticks out of the nearest box clipping it sideways is cut off.
      // Repeats (the same cut in fifty match rows) count once, with their number.
      const cuts = new Map<string, number>();
      const inStrip = new Set<Element>();
      const items = document.querySelectorAll('button, a[href], input, select, textarea, th, td, .odd-value');
      for (const el of items) {
        if (!shown(el)) continue;
        const r = el.getBoundingClientRect();
        for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible') continue;
          const b = box.getBoundingClientRect();
          const left = b.left + box.clientLeft;
          const right = left + box.clientWidth;
          const out = r.left < left - 1 || r.right > right + 1;
          if (out && strips.some((s) => box.matches(s))) inStrip.add(el);
          else if (out) {
            const key = `${name(el).split(' ')[0]} is cut off by ${name(box).split(' ')[0]} (${Math.round(r.left)}-${Math.round(r.right)} in ${Math.round(left)}-${Math.round(right)})`;
            cuts.set(key, (cuts.get(key) ?? 0) + 1);
          }
          break;
        }
      }

      for (const [key, count] of cuts) problems.push(count > 1 ? `${key}, ${count} times` : key);

      // Primary buttons: scrolled to, the button (not a bar, a toast or a frame) takes the click.
      // A slide or tab off its strip is skipped: scrolling to it would move the strip.
      // With a modal open (the login a visitor meets on an account page) only its buttons count.
      const modal = [...document.querySelectorAll('[aria-modal="true"], .isl-modal')].find(shown);
      const buttons = [...(modal ?? document).querySelectorAll(primary.join(','))].filter((el) => shown(el) && !inStrip.has(el));
      for (const el of new Set(buttons)) {
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(hit === el || el.contains(hit))) problems.push(`${name(el)} is covered by ${hit ? name(hit) : 'nothing on screen'}`);
      }
      scrollTo(0, 0);
      return problems;
    },
    { strips: SIDEWAYS_STRIPS, primary: PRIMARY_BUTTONS },
  );
}
