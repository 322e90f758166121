/**
 * Marks each home section `active` while it is in view (contracts §7); the styles use it to
 * reveal a section's content as it comes up. Renders nothing: the sections are server markup.
 */
import { useEffect } from 'react';

/**
 * The bottom sixth of the window does not count, so a section activates once it is really in view.
 */
const ROOT_MARGIN = '0px 0px -16% 0px';

export default function HomeSections() {
  useEffect(() => {
    const sections = document.querySelectorAll<HTMLElement>('section[data-section]');
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) entry.target.classList.toggle('active', entry.isIntersecting);
      },
      { rootMargin: ROOT_MARGIN },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return null;
}
