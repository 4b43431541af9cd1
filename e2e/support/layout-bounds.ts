// "Nothing clipped, nothing overflows": what the embed and presenter specs check on a page or a frame.
// An element is clipped when it reaches past the box that cuts it — the viewport, or an ancestor that
// hides its overflow — without a scroll to reach the rest; an element inside a scrolling box is reachable
// and only that box is judged. The document itself must not scroll sideways (nor, for a fixed-size frame
// like the embed, down).
import type { Frame, Page } from '@playwright/test';

export interface Overflow {
  /** The document is wider (or, when asked, taller) than the viewport. */
  readonly scroll: {
    readonly width: number;
    readonly height: number;
    readonly vw: number;
    readonly vh: number;
  };
  /** Elements cut by the viewport or by an ancestor that hides overflow: `tag.class [testid] l,t,r,b > box`. */
  readonly clipped: readonly string[];
}

/**
 * `within` (a selector) judges only the elements inside that element: what lies over the rest of the page
 * (a full-screen region or guide) is what is seen, not the layout it covers.
 */
export function overflowOf(target: Page | Frame, within?: string): Promise<Overflow> {
  return target.evaluate((within) => {
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const viewport = { left: 0, top: 0, right: vw, bottom: vh };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
    const clipped: string[] = [];
    const root = within === undefined ? document.body : document.querySelector(within);
    if (root === null) throw new Error(`overflowOf: nothing matches ${within}`);
    for (const el of root.querySelectorAll('*')) {
      // Deliberately off-screen until focused (the skip link) or not drawn at all.
      if (el.closest('.skip-link, .sr-only, [hidden], dialog:not([open])')) continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      let box = viewport;
      let reachable = false;
      if (style.position !== 'fixed') {
        for (
          let a = el.parentElement;
          a && a !== document.body && a !== document.documentElement;
          a = a.parentElement
        ) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          if (/auto|scroll/.test(`${s.overflowX} ${s.overflowY}`)) reachable = true;
          else box = a.getBoundingClientRect();
          break;
        }
      }
      if (reachable) continue;
      if (
        r.left < box.left - 1 ||
        r.top < box.top - 1 ||
        r.right > box.right + 1 ||
        r.bottom > box.bottom + 1
      ) {
        clipped.push(
          `${name(el)} ${[r.left, r.top, r.right, r.bottom].map(Math.round).join(',')} > ${[box.left, box.top, box.right, box.bottom].map(Math.round).join(',')}`,
        );
      }
    }
    const page = document.documentElement;
    return { scroll: { width: page.scrollWidth, height: page.scrollHeight, vw, vh }, clipped };
  }, within);
}
