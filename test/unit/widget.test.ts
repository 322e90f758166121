import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
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
