/**
 * The islands only the home page has and hydrates at load, in one chunk (client/islands/index.ts):
 * measured, each script file a page loads costs it main-thread tasks of its own, and the
 * home loads all five of these anyway.
 */
export { default as BackgroundVideo } from './BackgroundVideo.tsx';
export { default as IntroOverlay } from './IntroOverlay.tsx';
export { default as PromoPopup } from './PromoPopup.tsx';
export { default as TypingHeadline } from './TypingHeadline.tsx';
export { default as HomeSections } from './HomeSections.tsx';
