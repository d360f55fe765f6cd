import type { SpeechResultEvent } from './speech-recognition';

/* Reading what the recognition sends, and what to tell the shopper when it stops short. */

/** What the shopper is told when listening stops without a search (keys of search.voice). */
export type VoiceProblem = 'refused' | 'silence' | 'noMicrophone' | 'offline' | 'stopped';

/** The recognition's error codes (Web Speech API, SpeechRecognitionErrorCode) as problems. */
export function voiceProblemOf(error: string): VoiceProblem {
  switch (error) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'refused';
    case 'no-speech':
      return 'silence';
    case 'audio-capture':
      return 'noMicrophone';
    case 'network':
      return 'offline';
    default:
      return 'stopped';
  }
}

/** The words heard so far, across the event's results, and whether the last is final. */
export function heardIn(event: SpeechResultEvent): { text: string; final: boolean } {
  let text = '';
  let final = false;
  for (let index = 0; index < event.results.length; index += 1) {
    const result = event.results[index];
    text += result?.[0]?.transcript ?? '';
    final = result?.isFinal ?? false;
  }
  return { text: text.trim(), final };
}
