/**
 * A full-bleed picture with an ambient video over it (the home hero and the aurora slogan band).
 * The picture is server-rendered, so it is what no-JS visitors see and, in the hero, the LCP
 * element. The video is added after hydration only when motion is welcome: never under reduced
 * motion or Save-Data, the lighter source on small screens (or none), playing only while in view
 * and, in the hero, only once the intro has released the page (contracts §7). Where a video plays,
 * a button stops and starts it, and every other on the page (WCAG 2.2.2, ../lib/videoPause.ts).
 */
import { useEffect, useState } from 'react';
import type { Labels } from '../../site/i18n.ts';
import { introRun } from '../lib/intro.ts';
import { prefersReducedMotion, SMALL_SCREEN } from '../lib/prefers.ts';
import { chooseVideo } from '../lib/video.ts';
import { useVideosPaused } from '../lib/videoPause.ts';

export const BACKGROUND_VIDEO_LABELS = ['home.video.pause', 'home.video.play'] as const;

export interface MediaFile {
  /** '/assets/img/main-poster.webp' */
  src: string;
  width: number;
  height: number;
}

export interface BackgroundVideoProps {
  poster: MediaFile;
  /** Portrait poster for screens up to 767 px. */
  posterSmall?: MediaFile;
  video: string;
  /** Lighter video for small screens; without it they keep the poster. */
  videoSmall?: string;
  /** The hero: poster loaded first with high priority; the video waits for the intro. */
  hero?: boolean;
  labels: Labels<(typeof BACKGROUND_VIDEO_LABELS)[number]>;
}

interface Chosen {
  src: string;
  poster: string;
}

function saveData(): boolean {
  return (
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
  );
}

/** Runs `fn` once the page has loaded; returns a function that cancels it. */
function afterLoad(fn: () => void): () => void {
  if (document.readyState === 'complete') {
    fn();
    return () => undefined;
  }
  window.addEventListener('load', fn, { once: true });
  return () => window.removeEventListener('load', fn);
}

/**
 * Plays while visible and released (by the intro, and by the visitor's pause button), pauses
 * otherwise.
 */
function usePlayback(video: HTMLVideoElement | null, released: boolean): void {
  useEffect(() => {
    if (!video) return undefined;
    // The visitor's pause stops it now, not at the observer's first report a frame or more later
    // (on a busy phone the button said 'play' while the video still ran).
    if (!released && !video.paused) video.pause();
    let visible = false;
    const update = () => {
      if (visible && released) video.play().catch(() => undefined);
      else if (!video.paused) video.pause(); // pause() on an unloaded video would start loading it
    };
    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false;
      update();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [video, released]);
}

/** The pause / play button: its text is its name, in the page's language. */
function PauseButton({
  paused,
  onToggle,
  labels,
}: {
  paused: boolean;
  onToggle: () => void;
  labels: BackgroundVideoProps['labels'];
}) {
  return (
    <button
      type="button"
      className="media-toggle"
      data-video-toggle={paused ? 'paused' : 'playing'}
      onClick={onToggle}
    >
      <span className="media-toggle__icon" aria-hidden="true" />
      {paused ? labels['home.video.play'] : labels['home.video.pause']}
    </button>
  );
}

export default function BackgroundVideo({
  poster,
  posterSmall,
  video,
  videoSmall,
  hero = false,
  labels,
}: BackgroundVideoProps) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  /** The hero waits for the intro to release the page (contracts §7). */
  const [released, setReleased] = useState(!hero);
  useEffect(() => {
    if (hero) void introRun().done.then(() => setReleased(true));
  }, [hero]);
  useEffect(() => {
    // After the load event, so the video never takes bandwidth from the poster, styles and fonts.
    return afterLoad(() => {
      const small = window.matchMedia(SMALL_SCREEN).matches;
      const src = chooseVideo(
        { small, reducedMotion: prefersReducedMotion(), saveData: saveData() },
        video,
        videoSmall,
      );
      if (src) setChosen({ src, poster: (small && posterSmall ? posterSmall : poster).src });
    });
  }, [poster, posterSmall, video, videoSmall]);
  const [paused, setPaused] = useVideosPaused();
  usePlayback(element, released && !paused);
  return (
    <>
      <div className="home-media" data-playing={playing ? 'true' : undefined}>
        <picture>
          {posterSmall ? (
            <source
              media={SMALL_SCREEN}
              srcSet={posterSmall.src}
              width={posterSmall.width}
              height={posterSmall.height}
            />
          ) : null}
          <img
            className="home-media__poster"
            src={poster.src}
            alt=""
            width={poster.width}
            height={poster.height}
            fetchPriority={hero ? 'high' : undefined}
            loading={hero ? 'eager' : 'lazy'}
            decoding={hero ? 'sync' : 'async'}
          />
        </picture>
        {chosen ? (
          <video
            ref={setElement}
            className="home-media__video"
            src={chosen.src}
            poster={chosen.poster}
            muted
            autoPlay={released && !paused}
            playsInline
            loop
            preload={hero ? 'auto' : 'none'}
            aria-hidden="true"
            tabIndex={-1}
            onPlaying={() => setPlaying(true)}
          />
        ) : null}
      </div>
      {chosen ? (
        <PauseButton
          paused={paused}
          onToggle={() => {
            // Stopped with the click, before the button says 'play' (the effect follows a frame
            // later).
            if (!paused) element?.pause();
            setPaused(!paused);
          }}
          labels={labels}
        />
      ) : null}
    </>
  );
}
