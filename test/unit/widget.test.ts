import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { Widget } from '../../templates/pages/Widget.tsx';
import type { PageWidget } from '../../site/menu.ts';

test('widget - an unknown widget stops the build with the list of known ones', () => {
  const render = () => renderToString(createElement(Widget, { widget: 'calendar' as PageWidget }));
  assert.throws(
    render,
    /^unknown widget "calendar" \(known: webzine, pressList, pressDetail, downloads\)$/,
  );
});

test.run();
