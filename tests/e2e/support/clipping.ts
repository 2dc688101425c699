// Whether odds buttons show their whole text (issue 27): a label or price that is ellipsed,
// or reaches past its button, is cut.
import type { Page } from '@playwright/test';

/** Every odds button's text that does not fit on the page as it is now, described for a failure message. */
export async function clippedOdds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const button of document.querySelectorAll<HTMLElement>('button[data-odd]')) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || button.closest('[hidden]')) continue;
      for (const part of button.querySelectorAll<HTMLElement>('.odd-label, .odd-value')) {
        const style = getComputedStyle(part);
        const r = part.getBoundingClientRect();
        // Labels given to screen readers only (a row under its 1 / X / 2 header) are not shown.
        if (r.width <= 1 || style.clip !== 'auto' || style.display === 'none') continue;
        const cut = part.scrollWidth > part.clientWidth + 1 || part.scrollHeight > part.clientHeight + 1;
        const outside = r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
        if (cut || outside) out.push(`"${part.textContent?.trim() ?? ''}" in "${button.textContent?.trim() ?? ''}" (${part.scrollWidth}/${part.clientWidth} px)`);
      }
    }
    return [...new Set(out)];
  });
}
