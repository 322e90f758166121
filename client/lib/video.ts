/** Which ambient video a visitor gets, kept pure so it is tested alone. */

export interface VideoConditions {
  /** The window is at most 767 px wide. */
  small: boolean;
  reducedMotion: boolean;
  /** The browser asked to save data (Save-Data / navigator.connection.saveData). */
  saveData: boolean;
}

/**
 * ({small:false,...}, 'main.mp4', 'main-sm.mp4') -> 'main.mp4';
 * ({small:true,...}, 'main.mp4', 'main-sm.mp4') -> 'main-sm.mp4';
 * ({small:true,...}, 'aurora.mp4') -> null (the poster alone);
 * ({reducedMotion:true,...}, ...) -> null; ({saveData:true,...}, ...) -> null
 */
export function chooseVideo(c: VideoConditions, video: string, videoSmall?: string): string | null {
  if (c.reducedMotion || c.saveData) return null;
  if (c.small) return videoSmall ?? null;
  return video;
}
