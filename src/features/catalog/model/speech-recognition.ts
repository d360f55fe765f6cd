import type { Locale } from '@/lib/i18n/locales';

/*
 * The little of the Web Speech API the header's voice search uses. TypeScript's DOM library
 * has no SpeechRecognition (one engine family ships it, Chromium's prefixed and Safari's), so
 * these are declared here, and read off window rather than added to its global type.
 */

export type SpeechAlternative = { readonly transcript: string };

export type SpeechResult = {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechAlternative | undefined;
};

export type SpeechResultEvent = {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: SpeechResult | undefined };
};

export type SpeechErrorEvent = { readonly error: string };

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechResultEvent) => void) | null;
  onerror: ((event: SpeechErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionClass = new () => SpeechRecognitionLike;

type SpeechWindow = {
  SpeechRecognition?: SpeechRecognitionClass;
  webkitSpeechRecognition?: SpeechRecognitionClass;
};

type PolicyDocument = {
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
  featurePolicy?: { allowsFeature(feature: string): boolean };
};

/**
 * The browser's recognition class, or undefined where it offers none (Firefox), or where the
 * page's Permissions-Policy keeps the microphone off (every start would then fail at once).
 */
export function speechRecognitionClass(): SpeechRecognitionClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const speech = window as unknown as SpeechWindow;
  const Recognition = speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
  if (!Recognition) return undefined;
  const policy = document as unknown as PolicyDocument;
  const allows = (policy.permissionsPolicy ?? policy.featurePolicy)?.allowsFeature('microphone');
  return allows === false ? undefined : Recognition;
}

/** Arabic as Egyptians speak it under /ar, English otherwise. */
export function speechLang(locale: Locale): 'ar-EG' | 'en-US' {
  return locale === 'ar' ? 'ar-EG' : 'en-US';
}
