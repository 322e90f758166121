/**
 * False in the render that matches the server's HTML (and on the server), true from the next one:
 * a form control renders its plain, no-JavaScript version until then, so hydration meets exactly
 * the markup the server wrote, and then its enhanced one. A layout effect, so the switch happens
 * before the first paint after hydration (React may run a plain effect after the next paint).
 */
import { useLayoutEffect, useState } from 'react';

export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  return mounted;
}
