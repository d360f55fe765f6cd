import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { FakeSpeechRecognition, installFakeSpeech } from '@tests/setup/fake-speech-recognition';
import { useVoiceSearch, VOICE_SILENCE_MS } from './use-voice-search';

let uninstall: () => void;
beforeEach(() => {
  jest.useFakeTimers();
  uninstall = installFakeSpeech();
});
afterEach(() => {
  uninstall();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function listen() {
  const onInterim = jest.fn<(text: string) => void>();
  const onFinal = jest.fn<(text: string) => void>();
  const hook = renderHook(() => useVoiceSearch({ lang: 'ar-EG', onInterim, onFinal }));
  act(() => hook.result.current.toggle());
  expect(hook.result.current.listening).toBe(true);
  return { ...hook, onInterim, onFinal, recognition: FakeSpeechRecognition.last };
}

describe('useVoiceSearch never stays listening', () => {
  it('gives up after a silence of VOICE_SILENCE_MS with nothing from the browser', () => {
    const { result, recognition, onFinal } = listen();
    act(() => jest.advanceTimersByTime(VOICE_SILENCE_MS - 1));
    expect(result.current.listening).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ listening: false, problem: 'silence' });
    expect(recognition.aborted).toBe(1);
    expect(onFinal).not.toHaveBeenCalled();
  });

  it('waits again while words keep coming', () => {
    const { result, recognition, onInterim } = listen();
    act(() => jest.advanceTimersByTime(VOICE_SILENCE_MS - 1_000));
    act(() => recognition.say('فراخ', false));
    expect(onInterim).toHaveBeenCalledWith('فراخ');
    act(() => jest.advanceTimersByTime(VOICE_SILENCE_MS - 1_000));
    expect(result.current.listening).toBe(true);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.listening).toBe(false);
  });

  it('comes back to idle at an end with nothing heard, saying nothing was heard', () => {
    const { result, onFinal } = listen();
    act(() => FakeSpeechRecognition.last.finish());
    expect(result.current).toMatchObject({ listening: false, problem: 'silence' });
    expect(onFinal).not.toHaveBeenCalled();
    // No timer is left to fire later.
    act(() => jest.advanceTimersByTime(VOICE_SILENCE_MS * 2));
    expect(result.current.problem).toBe('silence');
  });

  it('searches the words of an engine that ends without marking them final', () => {
    const { result, recognition, onFinal } = listen();
    act(() => recognition.say('فراخ بلدي', false));
    act(() => recognition.finish());
    expect(onFinal).toHaveBeenCalledWith('فراخ بلدي');
    expect(result.current).toMatchObject({ listening: false, problem: null });
  });

  it('treats a start the browser throws at as stopped, not listening', () => {
    const onFinal = jest.fn<(text: string) => void>();
    const { result } = renderHook(() =>
      useVoiceSearch({ lang: 'en-US', onInterim: () => undefined, onFinal }),
    );
    jest.spyOn(FakeSpeechRecognition.prototype, 'start').mockImplementation(() => {
      throw new DOMException('already started', 'InvalidStateError');
    });
    act(() => result.current.toggle());
    expect(result.current).toMatchObject({ listening: false, problem: 'stopped' });
  });

  it('aborts when the component goes away', () => {
    const { unmount, recognition } = listen();
    unmount();
    expect(recognition.aborted).toBe(1);
    expect(recognition.onresult).toBeNull();
    expect(recognition.onend).toBeNull();
  });
});
