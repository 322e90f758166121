/**
 * The global form helpers (SPEC §2 Form helpers), for every form on the site: clearable inputs,
 * comma fields, radios and checkboxes wrapped by labels, custom select lists. client/main.ts loads
 * this module only when the visitor nears a form. A form inside an island is enhanced once the
 * island has hydrated, so React never meets nodes it did not render; fields that appear later (a
 * re-render) are enhanced when they do.
 */
import { FORM_HELPER_LABELS } from '../../site/messages/contact.ts';
import { wrapChoice } from './choice.ts';
import { enhanceClearable } from './clearable.ts';
import { enhanceComma, submitDigits } from './comma.ts';
import { enhanceSelect } from './select.ts';

type Labels = (typeof FORM_HELPER_LABELS)['ko'];
const done = new WeakSet<Element>();

function enhanceField(field: HTMLInputElement | HTMLSelectElement, labels: Labels): void {
  if (field instanceof HTMLSelectElement) {
    if (!field.multiple && field.size <= 1) enhanceSelect(field, labels.resetSelect);
  } else if (field.type === 'radio' || field.type === 'checkbox') {
    wrapChoice(field);
  } else {
    if (field.hasAttribute('data-clearable')) enhanceClearable(field, labels.clear);
    if (field.hasAttribute('data-comma')) enhanceComma(field);
  }
}

function enhanceFields(form: HTMLFormElement, labels: Labels): void {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    if (done.has(field)) continue;
    done.add(field);
    enhanceField(field, labels);
  }
}

export function enhanceForm(form: HTMLFormElement): void {
  if (done.has(form)) return;
  done.add(form);
  const labels = FORM_HELPER_LABELS[document.documentElement.lang === 'en' ? 'en' : 'ko'];
  enhanceFields(form, labels);
  submitDigits(form);
  new MutationObserver(() => enhanceFields(form, labels)).observe(form, { childList: true, subtree: true });
}

/** Runs `then` once the island around `form` (if any) has hydrated. */
function afterHydration(form: HTMLFormElement, then: () => void): void {
  const island = form.closest<HTMLElement>('[data-island]');
  if (!island || island.dataset.hydrated === 'true') return then();
  const observer = new MutationObserver(() => {
    if (island.dataset.hydrated !== 'true') return;
    observer.disconnect();
    then();
  });
  observer.observe(island, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** Enhances `form` now, or once the island around it has hydrated. */
export function enhanceFormWhenReady(form: HTMLFormElement): void {
  afterHydration(form, () => enhanceForm(form));
}
