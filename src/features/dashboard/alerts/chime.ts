/** Made by scripts/sounds/make-chime.mjs: two short tones, about 10 KB, served by the shop. */
export const CHIME_URL = '/sounds/new-order.wav';

let audio: HTMLAudioElement | undefined;

const chime = () => (audio ??= new Audio(CHIME_URL));

/**
 * Plays the chime; false when the browser refused (no tap on the page yet: browsers allow
 * sound only after a user gesture), so the screen can say so.
 */
export async function playChime(): Promise<boolean> {
  const element = chime();
  element.currentTime = 0;
  try {
    await element.play();
    return true;
  } catch {
    return false;
  }
}

/**
 * Called from a tap: a silent play lets later chimes through on browsers that allow sound
 * only to an element once played from a gesture (Safari on iPhones).
 */
export async function unlockChime(): Promise<boolean> {
  const element = chime();
  element.muted = true;
  try {
    await element.play();
    element.pause();
    return true;
  } catch {
    return false;
  } finally {
    element.muted = false;
  }
}
