import { useCallback, useEffect, useRef, useState } from 'react';
import { speechRecognitionClass, type SpeechRecognitionLike } from '../model/speech-recognition';
import { heardIn, voiceProblemOf, type VoiceProblem } from '../model/speech-results';

/**
 * How long listening may go on with nothing from the recognition (no words, no end): a
 * recognition that never ends (a lost service, a prompt left open) must not leave the button
 * pressed. Words heard start the wait again.
 */
export const VOICE_SILENCE_MS = 10_000;

type Options = {
  /** BCP 47 language to listen for: ar-EG or en-US. */
  lang: string;
  /** Words heard so far, as they come (interim results). */
  onInterim: (text: string) => void;
  /** What was said, once the recognition is sure of it. */
  onFinal: (text: string) => void;
};

type Session = {
  recognition: SpeechRecognitionLike;
  timer: ReturnType<typeof setTimeout> | undefined;
};

/**
 * One question to the browser's speech recognition at a time: idle → listening → idle. It
 * always comes back to idle, whatever the browser does: at its end, at an error (with the
 * problem to tell the shopper), after VOICE_SILENCE_MS of nothing, when `toggle` is called
 * while listening (the shopper taps the microphone again), and when the component goes away.
 */
export function useVoiceSearch({ lang, onInterim, onFinal }: Options) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<VoiceProblem | null>(null);
  const session = useRef<Session | null>(null);
  const handlers = useRef({ onInterim, onFinal });

  useEffect(() => {
    handlers.current = { onInterim, onFinal };
  }, [onInterim, onFinal]);

  /** Detaches from the recognition and stops it: nothing it does later reaches the page. */
  const end = useCallback((ended: Session, next: VoiceProblem | null) => {
    if (session.current !== ended) return;
    session.current = null;
    clearTimeout(ended.timer);
    const { recognition } = ended;
    recognition.onresult = null;
    recognition.onerror = null;
    recognition.onend = null;
    recognition.abort();
    setListening(false);
    setProblem(next);
  }, []);

  const start = useCallback(() => {
    const Recognition = speechRecognitionClass();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.lang = lang;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    recognition.continuous = false;
    const current: Session = { recognition, timer: undefined };
    const wait = () => {
      clearTimeout(current.timer);
      current.timer = setTimeout(() => end(current, 'silence'), VOICE_SILENCE_MS);
    };
    let heard = '';

    recognition.onresult = (event) => {
      const { text, final } = heardIn(event);
      if (final) {
        end(current, text ? null : 'silence');
        if (text) handlers.current.onFinal(text);
        return;
      }
      heard = text;
      if (text) handlers.current.onInterim(text);
      wait();
    };
    recognition.onerror = (event) => {
      // "aborted" is an abort this hook did not make (another page's recognition, say).
      end(current, event.error === 'aborted' ? null : voiceProblemOf(event.error));
    };
    recognition.onend = () => {
      // Some engines end on a pause without marking the words final: they are what was said.
      end(current, heard ? null : 'silence');
      if (heard) handlers.current.onFinal(heard);
    };

    session.current = current;
    setProblem(null);
    setListening(true);
    wait();
    try {
      recognition.start();
    } catch {
      // Already started elsewhere, or refused outright (InvalidStateError, NotAllowedError).
      end(current, 'stopped');
    }
  }, [end, lang]);

  /** Starts listening, or, while listening, stops without searching. */
  const toggle = useCallback(() => {
    if (session.current) end(session.current, null);
    else start();
  }, [end, start]);

  const dismiss = useCallback(() => setProblem(null), []);

  useEffect(
    () => () => {
      if (session.current) end(session.current, null);
    },
    [end],
  );

  return { listening, problem, toggle, dismiss };
}
