/**
 * The page banner (spec §2 Banner section): one required image file shown from /assets/img, six
 * mask strips that fold away as the page first shows. The fold is CSS alone (client/styles/
 * page.css), so the banner needs no script: it reveals the same with or without JavaScript, and
 * under reduced motion the strips never cover anything.
 */

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

export function Banner({ file, smallFile, eyebrow, title, lead, variant }: BannerProps) {
  return (
    <section className={variant ? `banner banner--${variant}` : 'banner'} data-banner>
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
          fetchPriority="high"
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
