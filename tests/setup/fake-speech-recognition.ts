import type {
  SpeechErrorEvent,
  SpeechRecognitionLike,
  SpeechResultEvent,
} from '@/features/catalog/model/speech-recognition';

/**
 * A stand-in for the browser's SpeechRecognition in component tests: it records how it was set
 * up and what was asked of it, and the test speaks through it (`say`, `fail`, `finish`), as
 * Chromium would: results, then an error and an end, or an end alone.
 */
export class FakeSpeechRecognition implements SpeechRecognitionLike {
  static made: FakeSpeechRecognition[] = [];

  /** The one made last (the session the button started). */
  static get last(): FakeSpeechRecognition {
    const last = FakeSpeechRecognition.made.at(-1);
    if (!last) throw new Error('No recognition was started');
    return last;
  }

  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 0;
  onresult: ((event: SpeechResultEvent) => void) | null = null;
  onerror: ((event: SpeechErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  started = 0;
  stopped = 0;
  aborted = 0;

  constructor() {
    FakeSpeechRecognition.made.push(this);
  }

  start(): void {
    this.started += 1;
  }

  stop(): void {
    this.stopped += 1;
  }

  abort(): void {
    this.aborted += 1;
  }

  /** Words heard: interim ones, or the final result. */
  say(transcript: string, isFinal: boolean): void {
    const result = Object.assign([{ transcript }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }

  /** An error code, followed by the end, as browsers do. */
  fail(error: string): void {
    this.onerror?.({ error });
    this.onend?.();
  }

  finish(): void {
    this.onend?.();
  }
}

type SpeechGlobals = { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };

/** Installs the fake on window under the given name; the returned function removes it. */
export function installFakeSpeech(
  name: 'SpeechRecognition' | 'webkitSpeechRecognition' = 'webkitSpeechRecognition',
): () => void {
  FakeSpeechRecognition.made = [];
  const speech = window as unknown as SpeechGlobals;
  speech[name] = FakeSpeechRecognition;
  return () => {
    delete speech.SpeechRecognition;
    delete speech.webkitSpeechRecognition;
  };
}
