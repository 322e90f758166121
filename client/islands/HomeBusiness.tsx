/**
 * The home business areas (contracts §7): eight cards, each a link to its page. The server
 * renders them as a plain list; on windows wider than 768 px without reduced motion the section
 * is pinned and the cards slide past with GSAP ScrollTrigger, loaded here on demand so no other
 * page (and no phone) downloads it.
 */
import { useEffect, useRef } from 'react';
import { WIDE_MOTION } from '../lib/prefers.ts';

export interface BusinessItem {
  id: string;
  href: string;
  /** '/assets/img/biz-energy-iot.svg' */
  icon: string;
  title: string;
  line: string;
}

export interface HomeBusinessProps {
  items: BusinessItem[];
}

export default function HomeBusiness({ items }: HomeBusinessProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (!el) return undefined;
    const wide = window.matchMedia(WIDE_MOTION);
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      if (stop || !wide.matches) return;
      void import('../lib/businessMotion.ts').then(({ startBusinessMotion }) => {
        if (!cancelled && !stop) stop = startBusinessMotion(el);
      });
    };
    start();
    wide.addEventListener('change', start);
    return () => {
      cancelled = true;
      wide.removeEventListener('change', start);
      stop?.();
    };
  }, []);
  return (
    <ul ref={list} className="home-biz__list">
      {items.map((item, i) => (
        <li key={item.id} className="home-biz__item" data-business-item={item.id}>
          <a className="home-biz__card" href={item.href}>
            <span className="home-biz__index" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <img
              className="home-biz__icon"
              src={item.icon}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
            <span className="home-biz__name">{item.title}</span>
            <span className="home-biz__line">{item.line}</span>
            <span className="home-biz__arrow" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
