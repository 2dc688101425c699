// Moving through a page with the keyboard alone (issue 31, part 3): Tab and Shift+Tab until
// the focus reaches what a player is after, and what a sighted keyboard user must see there.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches `selector` (no press
 * when it already does), at most `max` times; fails naming where the focus went when it never
 * gets there.
 */
export async function tabTo(page: Page, selector: string, options: { back?: boolean; max?: number } = {}): Promise<Locator> {
  const max = options.max ?? 150;
  const seen: string[] = [];
  for (let i = 0; i <= max; i++) {
    if (i > 0) await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const at = await page.evaluate((wanted) => {
      const el = document.activeElement;
      if (!el || el === document.body) return { hit: false, name: 'body' };
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`;
      return { hit: el.matches(wanted), name };
    }, selector);
    if (at.hit) return page.locator(`${selector}:focus`);
    seen.push(at.name);
  }
  throw new Error(`Tab never reached ${selector}; focus went through ${seen.slice(-12).join(', ')}`);
}

/** What focus looks like on the focused element: its ring (or its box's, for a field in one) and whether anything covers it. */
export async function focusLook(page: Page): Promise<{ tag: string; ringPx: number; ringStyle: string; ringColor: string; covered: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', ringPx: 0, ringStyle: 'none', ringColor: '', covered: true };
    // A field inside a styled box draws its ring on the box (:focus-within).
    let ringed: HTMLElement | null = el;
    for (let i = 0; i < 3 && ringed; i++) {
      const style = getComputedStyle(ringed);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) break;
      ringed = ringed.parentElement;
    }
    const style = getComputedStyle(ringed ?? el);
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    const covered = !(top && (top === el || el.contains(top) || top.contains(el)));
    return { tag: el.tagName.toLowerCase(), ringPx: parseFloat(style.outlineWidth) || 0, ringStyle: style.outlineStyle, ringColor: style.outlineColor, covered };
  });
}

/** The focused element shows a solid ring at least 2 px wide and nothing sticky covers it (WCAG 2.2 2.4.7, 2.4.11). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const look = await focusLook(page);
  expect(look.covered, `the focused ${look.tag} is covered`).toBe(false);
  expect(look.ringStyle, `the focused ${look.tag} has a ring`).toBe('solid');
  expect(look.ringPx, `the focused ${look.tag}'s ring is wide enough`).toBeGreaterThanOrEqual(2);
}

/** Whether the focus is inside the element the locator names. */
export async function focusInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((root) => root.contains(document.activeElement));
}
