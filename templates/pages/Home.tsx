/**
 * The home page (SPEC §2 Home page): hero, slogan, business, solutions, news and contact
 * sections, each readable without JavaScript; the live parts are islands.
 */
import { useContext } from 'react';
import type { HomeContent } from '../../site/content/schemas.ts';
import { routeOf } from '../../site/routes.ts';
import { PageContext } from '../context.ts';

const BUSINESS_IDS = ['energy-iot', 'marine-ict', 'smart-city', 'digital-twin', 'smart-factory', 'safety', 'design', 'ai'] as const;
const SOLUTION_IDS = ['safewiz', 'must-xr', 'hatna', 'enov'] as const;
/** Solution tiles with a page to open (SPEC §2: hatna and enov have no click action). */
const LINKED_SOLUTIONS = new Set<string>(['safewiz', 'must-xr']);

export function Home({ data }: { data: HomeContent }) {
  const { route, t } = useContext(PageContext);
  const { locale } = route;
  return (
    <>
      <section className="home-hero" data-section="hero" aria-labelledby="hero-title">
        <div className="home-hero__media">
          <picture>
            <source media="(max-width: 767px)" srcSet="/assets/img/main-poster-sm.webp" width={720} height={1280} />
            <img className="home-hero__poster" src="/assets/img/main-poster.webp" alt="" width={1920} height={1080} fetchPriority="high" />
          </picture>
        </div>
        <div className="home-hero__text container">
          <h1 className="home-hero__title" id="hero-title">{data.hero.heading}</h1>
          <p className="home-hero__lead">{data.hero.text}</p>
        </div>
      </section>
      <section className="home-slogan" data-section="slogan" aria-labelledby="slogan-title">
        <div className="container">
          <h2 className="home-slogan__title" id="slogan-title">{data.slogan.heading}</h2>
          <p className="home-slogan__text">{data.slogan.text}</p>
        </div>
      </section>
      <section className="home-business" data-section="business" aria-labelledby="business-title">
        <div className="container">
          <h2 className="section-title" id="business-title">{data.business.heading}</h2>
          <p className="section-lead">{data.business.text}</p>
          <ul className="home-business__list">
            {BUSINESS_IDS.map((id) => {
              const r = routeOf(`business/${id}`, locale);
              return (
                <li key={id} className="home-business__item" data-business-item={id}>
                  <a href={r.url}>
                    <img src={`/assets/img/${r.icon}.svg`} alt="" width={48} height={48} loading="lazy" />
                    <span className="home-business__name">{t(r.titleKey)}</span>
                    <span className="home-business__line">{data.business.items[id]}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="home-solution" data-section="solution" aria-labelledby="solution-title">
        <div className="container">
          <h2 className="section-title" id="solution-title">{data.solutions.heading}</h2>
          <p className="section-lead">{data.solutions.text}</p>
          <ul className="home-solution__tiles">
            {SOLUTION_IDS.map((id) => {
              const item = data.solutions.items[id];
              const inner = (
                <>
                  <img className="tile__bg" src={`/assets/img/tile-${id}-bg.webp`} alt="" width={800} height={1000} loading="lazy" />
                  <img className="tile__logo" src={`/assets/img/tile-${id}-logo.svg`} alt={item.name} width={200} height={50} loading="lazy" />
                  <span className="tile__text">{item.text}</span>
                </>
              );
              return (
                <li key={id} className="tile" data-solution={id}>
                  {LINKED_SOLUTIONS.has(id) ? <a className="tile__link" href={routeOf(`solution/${id}`, locale).url}>{inner}</a> : <div className="tile__link">{inner}</div>}
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="home-news" data-section="news" aria-labelledby="news-title">
        <div className="container">
          <h2 className="section-title" id="news-title">{data.news.heading}</h2>
          <p className="section-lead">{data.news.text}</p>
          <a className="button button--ghost" data-news-more href={routeOf('resources/press', locale).url}>{t('menu.resources.press')}</a>
        </div>
      </section>
      <section className="home-contact" data-section="contact" aria-labelledby="contact-title">
        <div className="container">
          <h2 className="home-contact__title" id="contact-title" data-typing>{data.contact.headline}</h2>
          <p className="home-contact__text">{data.contact.text}</p>
          <a className="button button--primary" href={routeOf('contact', locale).url}>{data.contact.button}</a>
        </div>
      </section>
    </>
  );
}

