import { describe, expect, it, jest } from '@jest/globals';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors, errorEnvelopeOf } from './server-errors';

type Form = { name: string; username: string; phone: string };
const FIELDS = ['name', 'username', 'phone'] as const;

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, undefined, response);
}

function setErrorSpy() {
  return jest.fn() as jest.MockedFunction<UseFormSetError<Form>>;
}

describe('applyServerErrors', () => {
  it('puts each localised field reason on its field and returns the general message', () => {
    const setError = setErrorSpy();
    const error = httpError(409, {
      success: false,
      message: 'هذا الاسم مستخدم بالفعل.',
      errors: { username: 'اسم المستخدم مستخدم بالفعل.', phone: 'رقم غير صحيح.' },
    });

    const message = applyServerErrors(error, setError, FIELDS, 'fallback');

    expect(message).toBe('هذا الاسم مستخدم بالفعل.');
    expect(setError).toHaveBeenCalledTimes(2);
    expect(setError).toHaveBeenCalledWith('username', {
      type: 'server',
      message: 'اسم المستخدم مستخدم بالفعل.',
    });
    expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'رقم غير صحيح.' });
  });

  it('leaves out reasons for fields the form does not have', () => {
    const setError = setErrorSpy();
    const error = httpError(400, {
      success: false,
      message: 'Please check the highlighted fields.',
      errors: { body: 'Change at least one field.', role: 'No.' },
    });
    expect(applyServerErrors(error, setError, FIELDS, 'fallback')).toBe(
      'Please check the highlighted fields.',
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it('returns the envelope message of a failure without field reasons (429)', () => {
    const setError = setErrorSpy();
    const error = httpError(429, { success: false, message: 'Too many attempts.' });
    expect(applyServerErrors(error, setError, FIELDS, 'fallback')).toBe('Too many attempts.');
    expect(setError).not.toHaveBeenCalled();
  });

  it.each([
    ['a network failure', new AxiosError('Network Error', 'ERR_NETWORK')],
    ['a 502 without an envelope', httpError(502, '<html>Bad gateway</html>')],
    ['an answer that is not the error envelope', httpError(500, { success: true })],
    ['something that is not an HTTP error', new Error('boom')],
  ])('falls back for %s', (_case, error) => {
    const setError = setErrorSpy();
    expect(applyServerErrors(error, setError, FIELDS, 'Check your connection.')).toBe(
      'Check your connection.',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('errorEnvelopeOf', () => {
  it('reads the envelope of a failed call', () => {
    const envelope = { success: false, message: 'Nope.', errors: { pin: 'Wrong PIN.' } };
    expect(errorEnvelopeOf(httpError(400, envelope))).toEqual(envelope);
    expect(errorEnvelopeOf(new Error('x'))).toBeUndefined();
  });
});
