/**
 * Whether the visitor stopped the home page's background videos (WCAG 2.2.2):
 * one choice for both videos, shared by every BackgroundVideo island of the page and kept for the
 * visit in sessionStorage (named in the privacy policy), so the next page of the visit starts
 * with them stopped.
 */
import { useEffect, useState } from 'react';

/** sessionStorage key, '1' while the videos are stopped; absent otherwise. */
export const VIDEO_PAUSED_KEY = 'videoPaused';

function readPaused(): boolean {
  try {
    return sessionStorage.getItem(VIDEO_PAUSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the videos play, and the control still stops them on this page
  }
}

let paused: boolean | undefined;
const listeners = new Set<(paused: boolean) => void>();

/** Stops (true) or starts (false) every background video of the page, and remembers it. */
export function setVideosPaused(value: boolean): void {
  paused = value;
  try {
    if (value) sessionStorage.setItem(VIDEO_PAUSED_KEY, '1');
    else sessionStorage.removeItem(VIDEO_PAUSED_KEY);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  for (const listener of listeners) listener(value);
}

/** [paused, setPaused]: the shared choice, re-rendering the island when any control changes it. */
export function useVideosPaused(): [boolean, (value: boolean) => void] {
  paused ??= readPaused();
  const [value, setValue] = useState(paused);
  useEffect(() => {
    listeners.add(setValue);
    setValue(paused ?? false);
    return () => {
      listeners.delete(setValue);
    };
  }, []);
  return [value, setVideosPaused];
}
