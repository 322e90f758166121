/**
 * Until their island runs, the header's panels are popovers their buttons open by themselves
 * (client/lib/triggers.ts, `intent`). A popover stays open when focus leaves it, and these cover
 * the top of the page (the search panel) or all of it (the phone's menu): the links Tab reaches
 * next would be focused under them (WCAG 2.4.11). So an open popover closes when
 * focus lands on a control outside it and its button, as the islands' panels do. Once the island
 * has taken a panel over it is no popover, and this leaves it alone. Bundled into main.ts: no
 * React.
 */

/** Closes the open popovers inside `root` whose focus moves to another control of the page. */
export function closePopoversWhenFocusLeaves(root: HTMLElement): void {
  document.addEventListener(
    'focusin',
    (event) => {
      const next = event.target;
      if (!(next instanceof Element)) return;
      for (const popover of root.querySelectorAll<HTMLElement>('[popover]')) {
        if (!isOpen(popover) || popover.contains(next)) continue;
        const button = document.querySelector(`[popovertarget="${CSS.escape(popover.id)}"]`);
        if (button?.contains(next)) continue;
        popover.hidePopover();
      }
    },
    true,
  );
}

function isOpen(popover: HTMLElement): boolean {
  try {
    return popover.matches(':popover-open');
  } catch {
    return false; // a browser without popovers: these islands hydrate at load there
  }
}
