/**
 * Radios and checkboxes wrapped by their label (SPEC §2 Form helpers), so the text is part of the
 * click target: `<input type="checkbox" data-label="Text">` becomes
 * `<label class="choice"><input ...><span class="choice__text">Text</span></label>`.
 * Inputs already inside a label are left as they are, and so are those an island rendered: React
 * owns those nodes, and islands render their labels themselves.
 */
export function wrapChoice(input: HTMLInputElement): void {
  if (input.closest('label') || input.closest('[data-island]')) return;
  const label = document.createElement('label');
  label.className = 'choice';
  input.replaceWith(label);
  label.append(input);
  if (input.dataset.label) {
    const text = document.createElement('span');
    text.className = 'choice__text';
    text.textContent = input.dataset.label;
    label.append(text);
  }
}
