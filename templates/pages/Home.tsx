/**
 * The home page (spec §2 Home page, contracts §7): hero, slogan, business, solutions, news and
 * contact sections, each readable without JavaScript; the live parts are islands. The hero
 * poster is the LCP element: preloaded per screen size with high priority, explicit size.
 */
import { useContext } from 'react';
import { HOME_BUSINESS_IDS, type HomeContent } from '../../site/content/schemas.ts';
import { dateFormatOf, routeOf, type Locale } from '../../site/routes.ts';
import { formatDate } from '../../site/dates.ts';
import { labelsOf, messageLang, type Translate } from '../../site/i18n.ts';
import { PageContext } from '../context.ts';
import { Island } from '../Island.tsx';
import { SMALL_SCREEN } from '../../client/lib/prefers.ts';
import type { BusinessItem } from '../../client/islands/HomeBusiness.tsx';
import { NEWS_LIST_LABELS, type NewsItem } from '../../client/islands/NewsList.tsx';
import { NEWS_COUNT } from '../../site/press-routes.ts';
import { PROMO_POPUP_LABELS } from '../../client/islands/PromoPopup.tsx';
import { BACKGROUND_VIDEO_LABELS } from '../../client/islands/BackgroundVideo.tsx';
import type { PressArticle } from '../../site/content/press.ts';
import { HomeSolutions } from './HomeSolutions.tsx';
import type { ImagePreload } from '../Document.tsx';

const HERO = {
  poster: { src: '/assets/img/main-poster.webp', width: 1920, height: 1080 },
  posterSmall: { src: '/assets/img/main-poster-sm.webp', width: 720, height: 1280 },
  video: '/assets/video/main.mp4',
  videoSmall: '/assets/video/main-sm.mp4',
};
const AURORA = {
  poster: { src: '/assets/img/aurora.webp', width: 1920, height: 1080 },
  video: '/assets/video/aurora.mp4',
};

/**
 * The hero poster is the home page's LCP element: the document's head preloads it per screen size.
 */
export const HERO_PRELOADS: readonly ImagePreload[] = [
  { href: HERO.poster.src, media: '(min-width: 768px)' },
  { href: HERO.posterSmall.src, media: SMALL_SCREEN },
];

function businessItems(data: HomeContent, locale: Locale, t: Translate): BusinessItem[] {
  return HOME_BUSINESS_IDS.map((id) => {
    const route = routeOf(`business/${id}`, locale);
    return {
      id,
      href: route.url,
      icon: `/assets/img/${route.icon}.svg`,
      title: t(route.titleKey),
      line: data.business.items[id],
    };
  });
}

/**
 * The small line over a home section's title: 'Business', kept in English on the Korean page too.
 */
type EyebrowKey = `home.eyebrow.${'business' | 'solution' | 'news' | 'contact'}`;

function Eyebrow({ name, light = false }: { name: EyebrowKey; light?: boolean }) {
  const { locale, t } = useContext(PageContext);
  return (
    <p
      className={light ? 'home-eyebrow home-eyebrow--light' : 'home-eyebrow'}
      lang={messageLang(locale, name)}
    >
      {t(name)}
    </p>
  );
}

function SectionHead({
  eyebrow,
  id,
  title,
  text,
}: {
  eyebrow: EyebrowKey;
  id: string;
  title: string;
  text: string;
}) {
  return (
    <div className="home-head reveal">
      <Eyebrow name={eyebrow} />
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      <p className="section-lead">{text}</p>
    </div>
  );
}

function Hero({ data }: { data: HomeContent }) {
  const { route, t } = useContext(PageContext);
  return (
    <section className="home-hero" data-section="hero" aria-labelledby="hero-title">
      <div className="home-hero__text container">
        <h1 className="home-hero__title" id="hero-title">
          {data.hero.heading}
        </h1>
        <p className="home-hero__lead">{data.hero.text}</p>
        <div className="home-hero__actions">
          <a className="button button--light" href={routeOf('contact', route.locale).url}>
            {data.contact.button}
          </a>
          <a className="button button--outline-light" href="#business">
            {t('home.hero.explore')}
          </a>
        </div>
      </div>
      {/* After the text: its pause button comes after the hero's links, as it shows below them. */}
      <Island
        name="BackgroundVideo"
        hydrate="load"
        props={{ ...HERO, hero: true, labels: labelsOf(route.locale, BACKGROUND_VIDEO_LABELS) }}
      />
      <span className="home-hero__scroll" aria-hidden="true" title={t('home.hero.scroll')} />
    </section>
  );
}

export function Home({ data }: { data: HomeContent }) {
  const { route, t, company } = useContext(PageContext);
  const { locale } = route;
  return (
    <>
      {/* First, so it hydrates (and starts the intro) before the other islands. */}
      <Island name="IntroOverlay" hydrate="load" props={{ name: company.name.ko }} />
      <Hero data={data} />
      <section className="home-slogan" data-section="slogan" aria-labelledby="slogan-title">
        <div className="container home-slogan__inner reveal">
          <h2 className="home-slogan__title" id="slogan-title">
            {data.slogan.heading}
          </h2>
          <p className="home-slogan__text">{data.slogan.text}</p>
        </div>
        <Island
          name="BackgroundVideo"
          hydrate="load"
          props={{ ...AURORA, labels: labelsOf(locale, BACKGROUND_VIDEO_LABELS) }}
        />
      </section>
      <section
        className="home-business"
        id="business"
        data-section="business"
        aria-labelledby="business-title"
      >
        <div className="container">
          <SectionHead
            eyebrow="home.eyebrow.business"
            id="business-title"
            title={data.business.heading}
            text={data.business.text}
          />
          <Island
            name="HomeBusiness"
            props={{ items: businessItems(data, locale, t) }}
            hydrate="near"
          />
          <div className="home-biz__progress" aria-hidden="true">
            <span className="home-biz__progress-fill" />
          </div>
        </div>
      </section>
      <section className="home-solution" data-section="solution" aria-labelledby="solution-title">
        <div className="container">
          <SectionHead
            eyebrow="home.eyebrow.solution"
            id="solution-title"
            title={data.solutions.heading}
            text={data.solutions.text}
          />
          <HomeSolutions items={data.solutions.items} />
        </div>
      </section>
      <News data={data} />
      <ContactBand data={data} />
      <Island name="HomeSections" hydrate="load" props={{}} />
      <Popup />
    </>
  );
}

/** The newest press items and the link to the press list. */
function News({ data }: { data: HomeContent }) {
  const { route, t, press } = useContext(PageContext);
  const { locale } = route;
  return (
    <section className="home-news" data-section="news" aria-labelledby="news-title">
      <div className="container home-news__grid">
        <div className="home-news__head">
          <SectionHead
            eyebrow="home.eyebrow.news"
            id="news-title"
            title={data.news.heading}
            text={data.news.text}
          />
          <a
            className="home-news__more"
            data-news-more
            href={routeOf('resources/press', locale).url}
          >
            {t('home.news.more')}
          </a>
        </div>
        <Island
          name="NewsList"
          props={{
            items: newsItems(press[locale], locale),
            labels: labelsOf(locale, NEWS_LIST_LABELS),
          }}
          hydrate="near"
        />
      </div>
    </section>
  );
}

/** The closing invitation to get in touch. */
function ContactBand({ data }: { data: HomeContent }) {
  const { route } = useContext(PageContext);
  return (
    <section className="home-contact" data-section="contact" aria-labelledby="contact-title">
      <div className="container home-contact__inner">
        <Eyebrow name="home.eyebrow.contact" light />
        <Island
          name="TypingHeadline"
          hydrate="load"
          props={{ text: data.contact.headline, id: 'contact-title' }}
        />
        <p className="home-contact__text">{data.contact.text}</p>
        <a className="button button--light" href={routeOf('contact', route.locale).url}>
          {data.contact.button}
        </a>
      </div>
    </section>
  );
}

/** The dated popup of content/popup.yaml (contracts §7). */
function Popup() {
  const { route, popup } = useContext(PageContext);
  return (
    <Island
      name="PromoPopup"
      hydrate="load"
      props={{
        showPeriods: popup.showPeriods,
        mediaSrc: popup.mediaSrc,
        mediaType: popup.mediaType,
        storageKey: popup.storageKey,
        alt: popup.alt[route.locale],
        labels: labelsOf(route.locale, PROMO_POPUP_LABELS),
      }}
    />
  );
}

/** The newest items of the page's language, as the news section shows them. */
function newsItems(list: readonly PressArticle[], locale: Locale): NewsItem[] {
  const dates = dateFormatOf(locale);
  return list.slice(0, NEWS_COUNT).map((item) => ({
    type: item.type,
    title: item.title,
    date: item.date,
    shownDate: formatDate(item.date, dates),
    ...(item.lang === locale ? {} : { lang: item.lang }),
    ...(item.sample ? { sample: true } : {}),
  }));
}
