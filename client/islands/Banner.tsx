/**
 * The page banner (SPEC §2 Banner section): one required image file shown from /assets/img, six
 * mask strips. On mount every mask on the page is marked disabled and the mask wrapper too, which
 * starts the CSS reveal. Without JavaScript or under reduced motion the masks never cover anything.
 */
import { useEffect, useRef } from 'preact/hooks';

export interface BannerProps {
  /** Image file name under /assets/img: 'banner-company-intro.webp'. */
  file: string;
  /** Narrow-screen variant of the same image, when there is one. */
  smallFile?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** 'article': a press headline, longer than a page title, set smaller. */
  variant?: 'article';
}

export const MASK_COUNT = 6;

export default function Banner({ file, smallFile, eyebrow, title, lead, variant }: BannerProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    document.querySelectorAll<HTMLElement>('[data-mask]').forEach((mask) => {
      mask.dataset.disabled = 'true';
    });
    const wrap = ref.current?.querySelector<HTMLElement>('.banner__masks');
    if (wrap) wrap.dataset.disabled = 'true';
  }, []);
  return (
    <section ref={ref} className={variant ? `banner banner--${variant}` : 'banner'} data-banner>
      <picture className="banner__media">
        {smallFile ? (
          <source
            media="(max-width: 767px)"
            srcSet={`/assets/img/${smallFile}`}
            width={780}
            height={560}
          />
        ) : null}
        <img
          src={`/assets/img/${file}`}
          alt=""
          width={1920}
          height={560}
          fetchpriority="high"
          decoding="sync"
        />
      </picture>
      <div className="banner__text container">
        {eyebrow ? <p className="banner__eyebrow">{eyebrow}</p> : null}
        <h1 className="banner__title" id="page-title">
          {title}
        </h1>
        {lead ? <p className="banner__lead">{lead}</p> : null}
      </div>
      <div className="banner__masks" aria-hidden="true">
        {Array.from({ length: MASK_COUNT }, (_, i) => (
          <span key={i} className="banner__mask" data-mask />
        ))}
      </div>
    </section>
  );
}
