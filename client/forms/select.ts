/**
 * Custom select lists (SPEC §2 Form helpers) in the ARIA select-only combobox pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/examples/combobox-select-only/). The native
 * select stays in the form and holds the value: a choice sets it and fires `input` and `change`
 * on it, so the form and any framework see an ordinary change. The list shows the chosen text, a
 * reset button returns to the first option (hidden while it is chosen), an outside click closes
 * it, and it is rebuilt whenever the select's options change (CSS gives the 0.2 s open/close).
 */
import { findByPrefix, isPrintable, moveIndex } from './select-keys.ts';
import { buildShell, MIRRORED, offeredOptions, type Shell } from './select-shell.ts';

const TYPEAHEAD_MS = 600;
const OPENING_KEYS = ['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'];

class CustomSelect {
  readonly ui: Shell;
  open = false;
  active = -1;
  signature = '';
  typed = { text: '', at: 0 };

  constructor(readonly select: HTMLSelectElement, resetLabel: string) {
    this.ui = buildShell(select, resetLabel);
  }

  get items(): HTMLLIElement[] {
    return [...this.ui.list.children] as HTMLLIElement[];
  }

  /** Replaces the options when the select's options changed (not only their count: same-sized lists differ too). */
  rebuild(): void {
    const options = offeredOptions(this.select);
    const signature = options.map((o) => `${o.value}\u0000${o.text}`).join('\u0001');
    if (signature === this.signature) return;
    this.signature = signature;
    this.ui.list.replaceChildren(...options.map((o, i) => {
      const li = document.createElement('li');
      Object.assign(li, { id: `${this.ui.id}-option-${i}`, className: 'select__option', textContent: o.text });
      li.setAttribute('role', 'option');
      li.dataset.index = String(o.index);
      return li;
    }));
    this.active = -1;
  }

  /** Shows the select's state: chosen text, selected option, reset button, mirrored ARIA and disabled state. */
  sync(): void {
    const { select, ui } = this;
    this.rebuild();
    const chosen = select.options[select.selectedIndex];
    ui.value.textContent = chosen?.text ?? '';
    ui.value.toggleAttribute('data-placeholder', !chosen || (chosen.index === 0 && chosen.value === ''));
    ui.reset.hidden = select.selectedIndex <= 0 || select.disabled;
    for (const li of this.items) li.setAttribute('aria-selected', String(Number(li.dataset.index) === select.selectedIndex));
    for (const name of MIRRORED) {
      const value = select.getAttribute(name) ?? (name === 'aria-required' && select.required ? 'true' : null);
      if (value === null) ui.combo.removeAttribute(name);
      else ui.combo.setAttribute(name, value);
    }
    ui.combo.setAttribute('aria-disabled', String(select.disabled));
    ui.combo.tabIndex = select.disabled ? -1 : 0;
    if (select.disabled) this.setOpen(false);
  }

  setActive(index: number): void {
    const { list, combo } = this.ui;
    const items = this.items;
    this.active = Math.max(-1, Math.min(index, items.length - 1));
    items.forEach((li, i) => li.classList.toggle('is-active', i === this.active));
    const li = items[this.active];
    if (!li) return void combo.removeAttribute('aria-activedescendant');
    combo.setAttribute('aria-activedescendant', li.id);
    // Scroll the list only, never the page.
    if (li.offsetTop < list.scrollTop) list.scrollTop = li.offsetTop;
    else if (li.offsetTop + li.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = li.offsetTop + li.offsetHeight - list.clientHeight;
  }

  setOpen(next: boolean): void {
    if (next === this.open || (next && this.select.disabled)) return;
    const { root, combo } = this.ui;
    this.open = next;
    if (next) {
      const box = combo.getBoundingClientRect();
      const below = document.documentElement.clientHeight - box.bottom;
      root.dataset.placement = below < 300 && box.top > below ? 'top' : 'bottom';
    }
    root.dataset.open = String(next);
    combo.setAttribute('aria-expanded', String(next));
    if (next) this.setActive(Math.max(this.items.findIndex((li) => li.getAttribute('aria-selected') === 'true'), 0));
    else combo.removeAttribute('aria-activedescendant');
  }

  /** Chooses the listed option at `index`, or the first option (the reset) for -1. */
  choose(index: number): void {
    const li = this.items[index];
    if (!li && index !== -1) return;
    this.select.selectedIndex = li ? Number(li.dataset.index) : 0;
    this.select.dispatchEvent(new Event('input', { bubbles: true }));
    this.select.dispatchEvent(new Event('change', { bubbles: true }));
    this.sync();
  }

  typeahead(char: string): void {
    const now = Date.now();
    this.typed = { text: now - this.typed.at > TYPEAHEAD_MS ? char : this.typed.text + char, at: now };
    const found = findByPrefix(this.items.map((li) => li.textContent ?? ''), this.typed.text, this.active);
    if (found !== undefined) this.setActive(found);
  }

  onKeyClosed(event: KeyboardEvent): void {
    const { key } = event;
    if (OPENING_KEYS.includes(key)) {
      event.preventDefault();
      this.setOpen(true);
      if (key === 'Home' || key === 'End') this.setActive(moveIndex(key, this.active, this.items.length) ?? 0);
    } else if (isPrintable(key) && !event.ctrlKey && !event.metaKey) {
      this.setOpen(true);
      this.typeahead(key);
    }
  }

  onKeyOpen(event: KeyboardEvent): void {
    const { key } = event;
    const moved = moveIndex(key, this.active, this.items.length);
    // Tab leaves without choosing: APG would choose the active option, which turns a stray Tab into a change.
    if (key === 'Tab') return this.setOpen(false);
    if (key === 'Escape' || key === 'Enter' || (key === ' ' && Date.now() - this.typed.at > TYPEAHEAD_MS) || (key === 'ArrowUp' && event.altKey)) {
      event.preventDefault();
      if (key !== 'Escape') this.choose(this.active);
      return this.setOpen(false);
    }
    if (moved !== undefined || (isPrintable(key) && !event.ctrlKey && !event.metaKey)) event.preventDefault();
    if (moved !== undefined) this.setActive(moved);
    else if (isPrintable(key) && !event.ctrlKey && !event.metaKey) this.typeahead(key);
  }

  /** The option under an event, as its index in the list, or -1. */
  itemAt(event: Event): number {
    const li = (event.target as Element).closest('li');
    return li ? this.items.indexOf(li as HTMLLIElement) : -1;
  }

  listen(): void {
    const { select, ui } = this;
    ui.combo.addEventListener('click', () => this.setOpen(!this.open));
    ui.combo.addEventListener('keydown', (e) => (this.open ? this.onKeyOpen(e) : this.onKeyClosed(e)));
    ui.combo.addEventListener('focusout', (e) => !ui.root.contains(e.relatedTarget as Node | null) && this.setOpen(false));
    // Clicking the list's scrollbar focuses the list: hand focus back so the keys keep working.
    ui.list.addEventListener('focus', () => ui.combo.focus());
    ui.list.addEventListener('pointerdown', (e) => this.itemAt(e) >= 0 && e.preventDefault());
    ui.list.addEventListener('pointermove', (e) => this.itemAt(e) >= 0 && this.setActive(this.itemAt(e)));
    ui.list.addEventListener('click', (e) => {
      if (this.itemAt(e) < 0) return;
      this.choose(this.itemAt(e));
      this.setOpen(false);
      ui.combo.focus();
    });
    ui.reset.addEventListener('click', () => (this.choose(-1), ui.combo.focus()));
    document.addEventListener('pointerdown', (e) => this.open && !ui.root.contains(e.target as Node) && this.setOpen(false), true);
    select.addEventListener('focus', () => ui.combo.focus());
    select.addEventListener('change', () => this.sync());
    // 'reset' fires before the form resets its fields.
    select.form?.addEventListener('reset', () => setTimeout(() => this.sync()));
    new MutationObserver(() => this.sync()).observe(select, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled', 'required', ...MIRRORED] });
  }
}

export function enhanceSelect(select: HTMLSelectElement, resetLabel: string): void {
  const custom = new CustomSelect(select, resetLabel);
  custom.listen();
  select.dataset.enhanced = 'true';
  select.tabIndex = -1;
  select.setAttribute('aria-hidden', 'true');
  select.after(custom.ui.root);
  custom.sync();
}
