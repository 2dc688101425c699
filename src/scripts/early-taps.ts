// The taps and choices made before the page's scripts had run (they start after the paint:
// lib/app/after-paint.ts), given again once the last of them has: the client:afterpaint
// directive's code hands them over then, with every listener in. Only what a page script
// handles by delegation: a price, a star, "+N", "show all" and the mobile header's back are
// clicked again, unless a listener already in place took the click as it came and marked it
// handled (preventDefault: these buttons are type=button, the default does nothing); the
// language and odds format selects and a league's box in the sports menu already show the
// choice, so their change is sent again, not a click, which would undo a box's tick (a change
// a listener took too is only the same choice made twice).
import { EARLY_TAPS } from '../lib/app/after-paint.ts';
import { ODD_SELECTOR } from '../lib/offer/odd-button-pick.ts';

const TAPPED = `${ODD_SELECTOR},[data-fav],[data-more],[data-show-all],[data-back]`;
const CHANGED = '[data-lang-choice],[name="odds_format"],[data-league-form] input';

addEventListener(
  EARLY_TAPS,
  (event) => {
    for (const early of (event as CustomEvent<Event[]>).detail) {
      const target = early.target instanceof Element ? early.target : null;
      const button = target?.closest<HTMLElement>(TAPPED);
      if (early.type === 'click' && button && !early.defaultPrevented) button.click();
      else if (early.type === 'change' && target?.matches(CHANGED)) target.dispatchEvent(new Event('change', { bubbles: true }));
    }
  },
  { once: true },
);
