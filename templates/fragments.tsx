/**
 * Fragments rendered once per build and reused by every page that shows the same one: an
 * island's markup for the same props (the menu, the scroll button, the cursor trail) and the
 * footer of a language. A page renders `<template data-slot="n">` in their place and the HTML is
 * spliced in after, so a newsroom of 4,000 articles does not render the same menu 4,000 times
 * (`npm run bench`, press scale). What is spliced is what rendering in place would give.
 */
import { createContext, type ReactNode, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { otherPagesRefused, PageContext } from './context.ts';

/** A fragment a page needs: its cache key, and how to render it when the cache lacks it. */
export interface Slot {
  key: string;
  render: () => string;
}

/** HTML (and island props JSON) of fragments by key, kept for one build (RenderSite). */
export type FragmentCache = Map<string, string>;

/**
 * The page being rendered: its slots and the build's cache; absent when a component is rendered on
 * its own (unit tests).
 */
export interface PageSlots {
  slots: Slot[];
  cache: FragmentCache;
}
export const SlotContext = createContext<PageSlots | null>(null);

/** ([slot a, slot b], a) -> <template data-slot="0"> where the fragment goes */
export function SlotMark({ slots, slot }: { slots: Slot[]; slot: Slot }) {
  return <template data-slot={slots.push(slot) - 1} />;
}

/**
 * `children` as a fragment shared by every page whose `id` is the same: `id` must name everything
 * the children read (the footer reads the language and the company facts: 'footer:en'), and they
 * cannot read the press lists nor the other pages.
 */
export function Reused({ id, children }: { id: string; children: ReactNode }) {
  const page = useContext(SlotContext);
  const info = useContext(PageContext);
  if (!page) return <>{children}</>;
  return (
    <SlotMark
      slots={page.slots}
      slot={{
        key: id,
        // Shared by articles kept between builds: it reads no page's content (otherPagesRefused).
        render: () =>
          renderToString(
            <PageContext.Provider value={otherPagesRefused(info, `the shared fragment ${id}`)}>
              {children}
            </PageContext.Provider>,
          ),
      }}
    />
  );
}

const MARK = /<template data-slot="(\d+)"><\/template>/g;

/**
 * The page between its slot marks, each mark replaced by its fragment, rendered (and passed
 * through `finish`) on first use. The fragments are the cache's own strings: a thousand pages
 * share one menu in memory, and the build writes them from the parts without ever joining a page
 * into one string (build.ts, writeFiles).
 * ('<p><template data-slot="0"></template></p>', [{ key: 'k', render: () => '<b>x</b>' }])
 * -> ['<p>', '<b>x</b>', '</p>']
 */
export function slotParts(
  html: string,
  slots: readonly Slot[],
  cache: FragmentCache,
  finish: (html: string) => string,
): string[] {
  const parts: string[] = [];
  let last = 0;
  for (const mark of html.matchAll(MARK)) {
    const slot = slots[Number(mark[1])]!;
    let fragment = cache.get(slot.key);
    if (fragment === undefined) cache.set(slot.key, (fragment = finish(slot.render())));
    parts.push(html.slice(last, mark.index), fragment);
    last = mark.index + mark[0].length;
  }
  parts.push(html.slice(last));
  return parts;
}

/**
 * slotParts, joined: ('<p><template data-slot="0"></template></p>', [<b>x</b>])
 * -> '<p><b>x</b></p>'
 */
export function fillSlots(
  html: string,
  slots: readonly Slot[],
  cache: FragmentCache,
  finish: (html: string) => string,
): string {
  return slotParts(html, slots, cache, finish).join('');
}
