/**
 * Runs in the browser during `npm run dev` only (served by ./live.ts; `npm run build` never links
 * it): reloads the page after a good build, and lays a failed build's errors over the page, which
 * still shows the last good build. Styled through element.style, which a CSP allows.
 */
import { DEV_EVENTS_URL } from './rules.ts';

const PANEL_ID = 'dev-build-errors';

const PANEL_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  left: '0',
  right: '0',
  bottom: '0',
  maxHeight: '70vh',
  overflow: 'auto',
  zIndex: '2147483647',
  padding: '20px 24px',
  background: '#1b0d0d',
  color: '#fff',
  borderTop: '4px solid #ff5a4f',
  font: '14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  textAlign: 'left',
};

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text: string,
  style: Partial<CSSStyleDeclaration> = {},
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.textContent = text;
  Object.assign(el.style, style);
  return el;
}

function showErrors(lines: string[]): void {
  document.getElementById(PANEL_ID)?.remove();
  const panel = element('div', '', PANEL_STYLE);
  panel.id = PANEL_ID;
  panel.setAttribute('role', 'alert');
  // Lenis (smooth scroll) leaves wheel events inside this element alone.
  panel.setAttribute('data-lenis-prevent', '');
  const title = element('p', '빌드 오류 · Build error: the page below is the last good build.', {
    margin: '0 0 12px',
    fontWeight: '700',
    color: '#ff8f87',
  });
  const list = element('pre', lines.join('\n'), {
    margin: '0 0 12px',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  });
  list.setAttribute('data-dev-errors', '');
  const hint = element(
    'p',
    '파일을 고쳐 저장하면 이 창은 사라집니다 · Fix the file and save: this panel closes on the next good build.',
    { margin: '0', opacity: '0.8' },
  );
  const close = element('button', '×', {
    position: 'absolute',
    top: '8px',
    right: '12px',
    background: 'none',
    border: '0',
    color: '#fff',
    font: '24px/1 sans-serif',
    cursor: 'pointer',
  });
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.addEventListener('click', () => panel.remove());
  panel.append(close, title, list, hint);
  document.body.append(panel);
}

const events = new EventSource(DEV_EVENTS_URL);
events.addEventListener('reload', () => location.reload());
events.addEventListener('errors', (event) =>
  showErrors(JSON.parse((event as MessageEvent<string>).data) as string[]),
);
