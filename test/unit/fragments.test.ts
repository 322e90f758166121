import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fillSlots, type Slot } from '../../templates/fragments.tsx';

test('fragments - each mark gets its fragment; a key is rendered and finished once per build', () => {
  let renders = 0;
  let finishes = 0;
  const slot = (key: string, html: string): Slot => ({
    key,
    render: () => {
      renders += 1;
      return html;
    },
  });
  const cache = new Map<string, string>();
  const finish = (html: string) => {
    finishes += 1;
    return html.toUpperCase();
  };
  const page = (slots: Slot[]) =>
    fillSlots(
      '<p><template data-slot="0"></template>|<template data-slot="1"></template></p>',
      slots,
      cache,
      finish,
    );
  assert.is(page([slot('menu', '<b>a</b>'), slot('x', '$&')]), '<p><B>A</B>|$&</p>');
  assert.is(
    page([slot('menu', '<b>changed</b>'), slot('y', 'y')]),
    '<p><B>A</B>|Y</p>',
    'the same key is the same fragment',
  );
  assert.equal([renders, finishes], [3, 3]);
});

test.run();
