/**
 * The contact headline typed out at 75 ms per character once at least half of it is visible
 * (contracts §7). The full text is in the HTML (no-JS, screen readers, search engines); the
 * typed copy is drawn over an invisible full-length copy, so the heading never changes size.
 * Under reduced motion the text stands still (contracts §8).
 */
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/prefers.ts';

export const TYPING_MS_PER_CHAR = 75;

export interface TypingHeadlineProps {
  text: string;
  /** id of the heading, for the section's aria-labelledby. */
  id: string;
}

export default function TypingHeadline({ text, id }: TypingHeadlineProps) {
  const chars = [...text];
  const [count, setCount] = useState(chars.length);
  const [started, setStarted] = useState(false);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return undefined;
    setCount(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || timer) return;
        observer.disconnect();
        setStarted(true);
        let typed = 0;
        timer = setInterval(() => {
          typed += 1;
          setCount(typed);
          if (typed >= chars.length) clearInterval(timer);
        }, TYPING_MS_PER_CHAR);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [chars.length]);
  /**
   * 'waiting' until seen, 'running' while typing, 'done' (also in the HTML and under reduced
   * motion).
   */
  const phase = count >= chars.length ? 'done' : started ? 'running' : 'waiting';
  return (
    <h2 ref={ref} id={id} className="home-typing" data-typing={phase}>
      <span className="sr-only">{text}</span>
      <span className="home-typing__ghost" aria-hidden="true">
        {text}
      </span>
      <span className="home-typing__text" aria-hidden="true">
        {chars.slice(0, count).join('')}
        <span className="home-typing__caret" />
      </span>
    </h2>
  );
}
