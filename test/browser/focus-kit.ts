/**
 * What a keyboard visitor sees of focus, measured on the page as drawn (issue 30 point 5, WCAG
 * 1.4.11, 2.4.7, 2.4.11): every element Tab can reach is focused in turn; its indicator (the
 * outline, or a box-shadow ring where the outline is off) is read from its computed style, and the
 * pixels around it are read from a screenshot taken with it focused. The ring must reach 3:1
 * against the colours on both sides of it (with an offset, the inner side is the gap and the
 * element's own fill does not touch it), and part of the element must show (not hidden under the
 * header or a panel).
 */
import type { Page } from 'playwright-core';
import { contrast, over, parseCssColor, pngPixels, type Rgb } from '../helpers/contrast.ts';

/** What Tab can reach: the focusable elements, minus those taken out of the order or inert. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';

/** The indicator and box of the focused element, as the page reports them (CSS pixels, viewport). */
interface Focused {
  /** Where it is: 'footer a.footer__privacy "Privacy Policy"'. */
  name: string;
  /** Elements met before (the same header on every page) are measured once. */
  key: string;
  box: { left: number; top: number; right: number; bottom: number };
  /** The ring's colour, as getComputedStyle writes it, or null when the element shows no ring. */
  ring: string | null;
  width: number;
  offset: number;
  /** The corners' radius in pixels: the ring rounds them too. */
  radius: number;
  focusVisible: boolean;
  /** Whether any of five points of the box (centre, corners inset 2 px) hits the element. */
  shows: boolean;
}

/** Marks the candidates in document order and returns how many there are. */
async function markFocusables(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const all = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.tabIndex >= 0 &&
        !el.closest('[inert], [aria-hidden="true"]') &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility === 'visible',
    );
    all.forEach((el, i) => el.setAttribute('data-focus-probe', String(i)));
    return all.length;
  }, FOCUSABLE);
}

/** Focuses candidate `index`, lets transitions end, and reads its indicator. */
async function focusProbe(page: Page, index: number, pageKey: string): Promise<Focused | null> {
  return page.evaluate(
    async ({ index, pageKey }) => {
      const el = document.querySelector<HTMLElement>(`[data-focus-probe="${index}"]`);
      if (!el || el.getClientRects().length === 0) return null;
      el.focus();
      if (document.activeElement !== el) return null;
      // What focus starts (a drop-down opening, the header's colours) renders within two frames.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (const a of document.getAnimations()) {
        try {
          a.finish();
        } catch {
          // an endless animation cannot finish; it does not move the ring
        }
      }
      const cs = getComputedStyle(el);
      const outline = cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) > 0;
      const shadow = /(rgba?\([^)]+\)) 0px 0px 0px ([\d.]+)px/.exec(cs.boxShadow);
      const r = el.getBoundingClientRect();
      const zone = el.closest('header') ? 'header' : el.closest('footer') ? 'footer' : pageKey;
      const theme = document.querySelector('header')?.getAttribute('data-theme') ?? '';
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ];
      return {
        name: `${zone === pageKey ? 'main' : zone} ${el.tagName.toLowerCase()}.${el.className} "${label}"`,
        key: `${zone}|${theme}|${el.tagName}|${el.className}|${label}|${el.getAttribute('href')}`,
        box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
        ring: outline ? cs.outlineColor : shadow ? shadow[1]! : null,
        width: outline ? Number.parseFloat(cs.outlineWidth) : shadow ? Number(shadow[2]) : 0,
        offset: outline ? Number.parseFloat(cs.outlineOffset) : 0,
        radius: cs.borderTopLeftRadius.endsWith('%')
          ? (Number.parseFloat(cs.borderTopLeftRadius) / 100) * Math.min(r.width, r.height)
          : Number.parseFloat(cs.borderTopLeftRadius) || 0,
        focusVisible: el.matches(':focus-visible'),
        shows: points.some(([x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return hit !== null && (el.contains(hit) || hit.contains(el));
        }),
      };
    },
    { index, pageKey },
  );
}

/**
 * How far a point lies outside a rounded box (negative inside): the ring follows the box's
 * corners at its distance, so this tells ring, gap and surroundings apart at the corners too.
 */
function distanceOutside(f: Focused, x: number, y: number): number {
  const halfW = (f.box.right - f.box.left) / 2;
  const halfH = (f.box.bottom - f.box.top) / 2;
  const r = Math.min(f.radius, halfW, halfH);
  const qx = Math.abs(x - (f.box.left + halfW)) - (halfW - r);
  const qy = Math.abs(y - (f.box.top + halfH)) - (halfH - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** The colours beside the ring, on its two sides. */
interface Beside {
  /**
   * The pixel row inside it: the middle of the gap when it stands off the element (the element's
   * anti-aliased edge is left out), else the element's own edge.
   */
  inner: Rgb[];
  /** 3 px outside it: the surface it sits on, and whatever glyphs of the neighbouring text reach it. */
  outer: Rgb[];
}

async function besideRing(page: Page, f: Focused): Promise<Beside> {
  const reach = f.offset + f.width + 3;
  const view = page.viewportSize()!;
  const x0 = Math.max(0, Math.floor(f.box.left - reach));
  const y0 = Math.max(0, Math.floor(f.box.top - reach));
  const clip = {
    x: x0,
    y: y0,
    width: Math.min(view.width, Math.ceil(f.box.right + reach)) - x0,
    height: Math.min(view.height, Math.ceil(f.box.bottom + reach)) - y0,
  };
  const beside: Beside = { inner: [], outer: [] };
  if (clip.width <= 0 || clip.height <= 0) return beside;
  const pixels = pngPixels(await page.screenshot({ clip, scale: 'css', animations: 'disabled' }));
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      const d = distanceOutside(f, clip.x + x + 0.5, clip.y + y + 0.5);
      if (d > f.offset + f.width + 0.5 && d <= reach) beside.outer.push(pixels.at(x, y));
      else if (d >= f.offset - 1.5 && d < f.offset - 0.5) beside.inner.push(pixels.at(x, y));
    }
  }
  return beside;
}

/** The ratio that all but `share` of the pixels reach against the ring. */
function ratioReached(ring: string, samples: readonly Rgb[], share: number): number {
  const colour = parseCssColor(ring);
  const ratios = samples.map((s) => contrast(over(colour, s), s)).sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * share)] ?? Number.POSITIVE_INFINITY;
}

/**
 * The contrast the ring keeps beside it: 90 % of the inner side (the gap is the page's surface; a
 * few pixels may be anti-aliasing), and 75 % of the outer side, where a link in running text has
 * the sentence's glyphs a space away on both sides (for a two-letter link such as "AI" they are a
 * fifth of the band; the surface around them is the rest).
 */
export function typicalContrast(ring: string, beside: Beside): number {
  if (beside.inner.length + beside.outer.length === 0) return 0;
  return Math.min(ratioReached(ring, beside.inner, 0.1), ratioReached(ring, beside.outer, 0.25));
}

/**
 * Every reachable element of the page, focused in turn; one line per fault. `seen` holds the keys
 * measured on earlier pages (the header and footer repeat), so each is measured once.
 */
export async function focusFaults(page: Page, path: string, seen: Set<string>): Promise<string[]> {
  await page.keyboard.press('Tab'); // keyboard modality: script focus then shows :focus-visible
  const count = await markFocusables(page);
  const faults: string[] = [];
  for (let i = 0; i < count; i++) {
    const f = await focusProbe(page, i, path);
    if (!f || seen.has(f.key)) continue;
    seen.add(f.key);
    const where = `${path} ${f.name}`;
    if (!f.focusVisible) faults.push(`${where}: no :focus-visible after keyboard focus`);
    else if (!f.ring || f.width < 2) faults.push(`${where}: no ring of 2 px or more`);
    else {
      const ratio = typicalContrast(f.ring, await besideRing(page, f));
      if (ratio < 3) faults.push(`${where}: ring ${f.ring} ${ratio.toFixed(2)}:1 beside it`);
    }
    if (!f.shows) faults.push(`${where}: hidden under something while focused`);
  }
  return faults;
}
