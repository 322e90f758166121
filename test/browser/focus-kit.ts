/**
 * What a keyboard visitor sees of focus, measured on the page as drawn (WCAG
 * 1.4.11, 2.4.7, 2.4.11): Tab walks the page as a visitor does, stop by stop (the
 * drop-down's links and what a panel holds included, once Tab reaches them), until it comes back
 * to the first. At each stop the indicator's geometry (the outline, or a box-shadow ring where the
 * outline is off) is read from the computed style, and its colour from a screenshot taken with it
 * focused: the ring as rendered, through the element's opacity and whatever it is drawn over, not
 * the colour the stylesheet declares (a link at `opacity: .65` fades its ring with its text). The
 * ring must reach 3:1 against the colours on both sides of it all the way round (with an offset,
 * the inner side is the gap and the element's own fill does not touch it), and part of the element
 * must show (not hidden under the header or a panel).
 */
import type { Page } from 'playwright-core';
import { contrast, luminance, pngPixels, type Rgb } from '../helpers/contrast.ts';

/** A page has fewer Tab stops than this; past it the walk is taken to be going round for ever. */
const MAX_STOPS = 800;

/**
 * The indicator and box of the focused element, as the page reports them (CSS pixels, viewport).
 */
export interface Focused {
  /** Where it is: 'footer a.footer__privacy "Privacy Policy"'. */
  name: string;
  /**
   * Elements met before (the same header on every page of a language and theme) are measured
   * once.
   */
  key: string;
  box: { left: number; top: number; right: number; bottom: number };
  /** Whether the element shows a ring (an outline, or a box-shadow spread with no blur). */
  ring: boolean;
  width: number;
  offset: number;
  /** The corners' radius in pixels: the ring rounds them too. */
  radius: number;
  focusVisible: boolean;
  /** Whether any of five points of the box (centre, corners inset 2 px) hits the element. */
  shows: boolean;
  /**
   * The boxes of the text around the element, in its paragraph: a link in a sentence has the
   * sentence's words a space away, and the ring is measured against the surface, not their glyphs.
   */
  text: { left: number; top: number; right: number; bottom: number }[];
}

/**
 * Reads the element Tab has just focused, marking it with its stop number; 'round' once Tab is
 * back at a stop already met, null while focus is on no element (past the last stop, Tab leaves
 * the page for the browser's own controls; the next Tab enters it again).
 */
export async function readStop(
  page: Page,
  stop: number,
  pageKey: string,
): Promise<Focused | { seen: string } | 'round' | null> {
  return page.evaluate(
    async ({ stop, pageKey }) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body || el === document.documentElement) return null;
      if (el.hasAttribute('data-tab-stop')) return 'round' as const;
      el.setAttribute('data-tab-stop', String(stop));
      const zone = el.closest('header') ? 'header' : el.closest('footer') ? 'footer' : pageKey;
      const theme = document.querySelector('header')?.getAttribute('data-theme') ?? '';
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      const className = typeof el.className === 'string' ? el.className : '';
      const lang = document.documentElement.lang;
      const key = `${zone}|${lang}|${theme}|${el.tagName}|${className}|${label}|${el.getAttribute('href')}`;
      // Measured on an earlier page: nothing to wait for.
      if ((window as { focusSeen?: Set<string> }).focusSeen?.has(key)) return { seen: key };
      // What focus starts (a drop-down opening, the header's colours) renders within two frames.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      for (const a of document.getAnimations()) {
        try {
          a.finish();
        } catch {
          // an endless animation cannot finish; it does not move the ring
        }
      }
      // The line boxes of the text in the element's paragraph (outside the element) near it.
      const textAround = (el: HTMLElement, r: DOMRect) => {
        let block: Element | null = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline'))
          block = block.parentElement;
        if (!block) return [];
        const near = 12;
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        const boxes: { left: number; top: number; right: number; bottom: number }[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (el.contains(node) || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const b of range.getClientRects())
            if (
              b.right > r.left - near &&
              b.left < r.right + near &&
              b.bottom > r.top - near &&
              b.top < r.bottom + near
            )
              boxes.push({ left: b.left, top: b.top, right: b.right, bottom: b.bottom });
        }
        return boxes;
      };
      const cs = getComputedStyle(el);
      const outline = cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) > 0;
      const shadow = /rgba?\([^)]+\) 0px 0px 0px ([\d.]+)px/.exec(cs.boxShadow);
      const r = el.getBoundingClientRect();
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + 2],
        [r.right - 2, r.top + 2],
        [r.left + 2, r.bottom - 2],
        [r.right - 2, r.bottom - 2],
      ];
      return {
        name: `${zone === pageKey ? 'main' : zone} ${el.tagName.toLowerCase()}.${className} "${label}"`,
        key,
        box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
        ring: outline || shadow !== null,
        width: outline ? Number.parseFloat(cs.outlineWidth) : shadow ? Number(shadow[1]) : 0,
        offset: outline ? Number.parseFloat(cs.outlineOffset) : 0,
        radius: cs.borderTopLeftRadius.endsWith('%')
          ? (Number.parseFloat(cs.borderTopLeftRadius) / 100) * Math.min(r.width, r.height)
          : Number.parseFloat(cs.borderTopLeftRadius) || 0,
        focusVisible: el.matches(':focus-visible'),
        shows: points.some(([x, y]) => {
          const hit = document.elementFromPoint(x!, y!);
          return hit !== null && (el.contains(hit) || hit.contains(el));
        }),
        text: textAround(el, r),
      };
    },
    { stop, pageKey },
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

/**
 * Parts of the ring's way round, of equal length: each compares the ring with what is beside it
 * there.
 */
const SECTORS = 40;

/**
 * Which part of the way round a point lies in: where its nearest point on the box's edge lies
 * along the edge, clockwise from the top-left corner, in SECTORS parts of equal length (a point in
 * a corner's square belongs to the corner). (box 100x20, a point 3 px above its top edge's middle)
 * -> 50 / 240 of the way round: sector 8.
 */
function sectorOf(f: Focused, x: number, y: number): number {
  const { left, top, right, bottom } = f.box;
  const [w, h] = [right - left, bottom - top];
  const cx = Math.min(Math.max(x, left), right);
  const cy = Math.min(Math.max(y, top), bottom);
  // Inside the box: the nearest edge; outside: the side the point is beyond.
  const gaps = [cy - top, right - cx, bottom - cy, cx - left];
  const inside = x > left && x < right && y > top && y < bottom;
  const side = inside
    ? gaps.indexOf(Math.min(...gaps))
    : y <= top && x >= left && x <= right
      ? 0
      : x >= right && y >= top && y <= bottom
        ? 1
        : y >= bottom && x >= left && x <= right
          ? 2
          : x <= left && y >= top && y <= bottom
            ? 3
            : y < top
              ? x > right
                ? 1
                : 0
              : x > right
                ? 2
                : 3;
  const along = [cx - left, w + (cy - top), w + h + (right - cx), 2 * w + h + (bottom - cy)][side]!;
  return Math.min(SECTORS - 1, Math.floor((along / (2 * (w + h))) * SECTORS));
}

/** The pixels of one sector: the ring's own, and those on its two sides. */
export interface Sector {
  /** The middle of the ring's band, as drawn, where the ring shows (not under another layer). */
  ring: Rgb[];
  /**
   * The pixel row inside it: the middle of the gap when it stands off the element (the element's
   * anti-aliased edge is left out), else the element's own edge.
   */
  inner: Rgb[];
  /** 0.5 to 3 px outside it: the surface it sits on, and whatever of the neighbours reaches it. */
  outer: Rgb[];
}

/** A colour no surface of the site uses, drawn as the ring to see where the ring shows. */
const MARKER = 'rgb(0, 255, 0)';
const isMarker = ([r, g, b]: Rgb) => g > 160 && g > r + 70 && g > b + 70;

/**
 * Draws the focused element's ring in MARKER (`on`), or as its style says again: where the marker
 * shows in a screenshot, the ring shows; elsewhere something is drawn over it (a floating button)
 * or an ancestor clips it.
 */
async function markRing(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    ({ on, marker }) => {
      const el = document.activeElement as HTMLElement;
      if (!on) {
        const kept = el.dataset.ringStyle;
        if (kept === '') el.removeAttribute('style');
        else if (kept !== undefined) el.setAttribute('style', kept);
        delete el.dataset.ringStyle;
        return;
      }
      el.dataset.ringStyle = el.getAttribute('style') ?? '';
      const cs = getComputedStyle(el);
      el.style.setProperty('transition', 'none', 'important');
      if (cs.outlineStyle !== 'none') el.style.setProperty('outline-color', marker, 'important');
      else
        el.style.setProperty(
          'box-shadow',
          cs.boxShadow.replace(/rgba?\([^)]+\)( 0px 0px 0px)/, `${marker}$1`),
          'important',
        );
    },
    { on, marker: MARKER },
  );
}

/**
 * The screenshot around the focused element, its pixels sorted into the ring's sectors; with
 * `whereShown`, the ring's band only where a second screenshot, the ring drawn in MARKER, shows it.
 */
export async function sectorsOf(page: Page, f: Focused, whereShown: boolean): Promise<Sector[]> {
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
  const sectors: Sector[] = Array.from({ length: SECTORS }, () => ({
    ring: [],
    inner: [],
    outer: [],
  }));
  if (clip.width <= 0 || clip.height <= 0) return sectors;
  const shot = () => page.screenshot({ clip, scale: 'css', animations: 'disabled' });
  const drawn = pngPixels(await shot());
  let marked: typeof drawn | undefined;
  if (whereShown) {
    await markRing(page, true);
    marked = pngPixels(await shot());
    await markRing(page, false);
  }
  // The ring's middle: its pixels whose whole square lies in the band, or the middle row of a
  // thin one.
  const middle = f.offset + f.width / 2;
  const halfBand = Math.max(0.5, f.width / 2 - 0.5);
  for (let y = 0; y < drawn.height; y++) {
    for (let x = 0; x < drawn.width; x++) {
      const [px, py] = [clip.x + x + 0.5, clip.y + y + 0.5];
      const d = distanceOutside(f, px, py);
      const sector = sectors[sectorOf(f, px, py)]!;
      if (Math.abs(d - middle) <= halfBand) {
        if (!marked || isMarker(marked.at(x, y))) sector.ring.push(drawn.at(x, y));
      } else if (d > f.offset + f.width + 0.5 && d <= reach) {
        if (!f.text.some((b) => px > b.left && px < b.right && py > b.top && py < b.bottom))
          sector.outer.push(drawn.at(x, y));
      } else if (d >= f.offset - 1.5 && d < f.offset - 0.5) sector.inner.push(drawn.at(x, y));
    }
  }
  return sectors;
}

/** The value a quarter of `values` reach or pass: ([1, 2, 3, 4]) -> 4, ([1, 1, 1, 5, 5]) -> 5 */
function bestQuarter(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.75)] ?? 0;
}

/**
 * Each sector's contrast, ring against each side, as drawn: the ratio a quarter of the pixels
 * beside the ring reach against the ring's own typical pixel. A link in running text has glyphs of
 * the sentence beside its ring; their strokes and the surface between them contrast with the ring,
 * their anti-aliased edges need not, but a surface or a fade that the ring does not stand out from
 * fails every pixel of the sector. Sectors where the ring does not show are left out.
 */
export function sectorContrasts(sectors: readonly Sector[]): number[] {
  const ratios: number[] = [];
  for (const { ring, inner, outer } of sectors) {
    if (!ring.length) continue;
    const drawn = [...ring].sort((a, b) => luminance(a) - luminance(b))[ring.length >> 1]!;
    const sides = [inner, outer].filter((side) => side.length > 0);
    if (sides.length)
      ratios.push(
        Math.min(...sides.map((side) => bestQuarter(side.map((c) => contrast(drawn, c))))),
      );
  }
  return ratios;
}

/**
 * The share of the way round that may fall short: a sector or two where something else touches
 * the ring (the edge of the next card, a glyph that fills the band); a faded ring, or one whose
 * side lies on a surface too near its colour, falls short over far more.
 */
const SHORT_SHARE = 0.06;

/** The contrast the ring keeps all the way round but for SHORT_SHARE of it; 0 if none shows. */
export function ringContrast(ratios: readonly number[]): number {
  const sorted = [...ratios].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * SHORT_SHARE)] ?? 0;
}

/**
 * Where the focused element's box went since `f` read it, or null if it stayed: the screenshots
 * are cut where it was, so a box that moved meanwhile measured something else.
 */
async function movedSince(page: Page, f: Focused): Promise<string | null> {
  const now = await page.evaluate(() => {
    const r = document.activeElement!.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
  const stayed = (['left', 'top', 'right', 'bottom'] as const).every(
    (side) => Math.abs(now[side] - f.box[side]) < 0.5,
  );
  return stayed ? null : `top ${f.box.top.toFixed(1)} then ${now.top.toFixed(1)}`;
}

/** Each Tab stop of the page, measured once per key; the page is left as Tab left it. */
export interface TabWalk {
  /** One line per fault. */
  faults: string[];
  /** How many stops Tab went through. */
  stops: number;
  /** Every stop measured: where it is and the contrast its ring keeps. */
  measured: { name: string; ratio: number }[];
}

/**
 * Tabs through every stop of the page from where focus is, measuring each; `seen` holds the keys
 * measured on earlier pages (the header and footer repeat), so each is measured once.
 */
export async function walkTabStops(page: Page, path: string, seen: Set<string>): Promise<TabWalk> {
  const walk: TabWalk = { faults: [], stops: 0, measured: [] };
  await page.evaluate(
    (keys) => {
      (window as { focusSeen?: Set<string> }).focusSeen = new Set(keys);
    },
    [...seen],
  );
  let outside = 0;
  for (let stop = 0; stop < MAX_STOPS; stop++) {
    await page.keyboard.press('Tab');
    const f = await readStop(page, stop, path);
    if (f === 'round') return walk;
    if (f === null) {
      if (++outside > 2) return walk; // a page with nothing to reach
      continue;
    }
    walk.stops++;
    if ('seen' in f || seen.has(f.key)) continue;
    seen.add(f.key);
    const where = `${path} ${f.name}`;
    if (!f.focusVisible) walk.faults.push(`${where}: no :focus-visible after keyboard focus`);
    else if (!f.ring || f.width < 2) walk.faults.push(`${where}: no ring of 2 px or more`);
    else {
      // The band as drawn first; where that falls short, only where the ring shows (a floating
      // button over part of it is not the ring's colour).
      let ratio = ringContrast(sectorContrasts(await sectorsOf(page, f, false)));
      if (ratio < 3) ratio = ringContrast(sectorContrasts(await sectorsOf(page, f, true)));
      walk.measured.push({ name: where, ratio });
      const moved = await movedSince(page, f);
      if (moved)
        walk.faults.push(`${where}: moved while measured (${moved}); the page had not settled`);
      else if (ratio < 3)
        walk.faults.push(`${where}: ring ${ratio.toFixed(2)}:1 beside it, as drawn`);
    }
    if (!f.shows) walk.faults.push(`${where}: hidden under something while focused`);
  }
  walk.faults.push(`${path}: Tab did not come round in ${MAX_STOPS} stops`);
  return walk;
}

/** walkTabStops' faults alone. */
export async function focusFaults(page: Page, path: string, seen: Set<string>): Promise<string[]> {
  return (await walkTabStops(page, path, seen)).faults;
}
