/*
 * What this browser allows for web push, known without loading the push code (web-push.ts):
 * the switches use it to show themselves, or to say push is blocked and how to allow it.
 */

export type PushAvailability = 'unsupported' | 'blocked' | 'ask' | 'allowed';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function pushAvailability(): PushAvailability {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' ? 'allowed' : 'ask';
}
