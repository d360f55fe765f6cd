import { describe, expect, it } from '@jest/globals';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { registerBodySchema, type RegisterBody } from '@/contracts/account';
import type { Locale } from '@/lib/i18n/locales';
import { createTestI18n } from '@tests/setup/i18n';
import { contractResolver } from './contract-resolver';

const options: ResolverOptions<RegisterBody> = {
  fields: {},
  names: undefined,
  shouldUseNativeValidation: false,
};

const valid: RegisterBody = {
  name: 'Mona Adel',
  username: '01012345678',
  phone: '01012345678',
  email: '',
  password: 'a-long-password',
};

async function resolve(locale: Locale, values: Partial<RegisterBody>) {
  const { t } = createTestI18n(locale);
  const resolver = contractResolver(() => Promise.resolve(registerBodySchema), t, locale);
  return resolver(values as RegisterBody, undefined, options);
}

function messages(errors: FieldErrors<RegisterBody>) {
  return Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.message]));
}

describe('contractResolver over registerBodySchema', () => {
  it('passes valid values on, as the contract outputs them', async () => {
    const result = await resolve('en', {
      ...valid,
      username: ' ٠١٠١٢٣٤٥٦٧٨ ',
      phone: '٠١٠-١٢٣٤-٥٦٧٨',
      email: '',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Mona Adel',
      username: '01012345678',
      phone: '01012345678',
      email: undefined,
      password: 'a-long-password',
    });
  });

  it('says which fields are required, in English and in Arabic', async () => {
    const en = await resolve('en', { email: '' });
    expect(messages(en.errors)).toEqual({
      name: 'This field is required.',
      username: 'This field is required.',
      phone: 'This field is required.',
      password: 'This field is required.',
    });
    expect(en.values).toEqual({});

    const ar = await resolve('ar', { email: '' });
    expect(messages(ar.errors).name).toBe('الخانة دي مطلوبة.');
    expect(messages(ar.errors).password).toBe('الخانة دي مطلوبة.');
  });

  it('calls a blank input required rather than too short', async () => {
    const blank = { name: ' ', username: '', phone: '', email: '', password: '' };
    expect(messages((await resolve('en', blank)).errors)).toEqual({
      name: 'This field is required.',
      username: 'This field is required.',
      phone: 'This field is required.',
      password: 'This field is required.',
    });
    expect(messages((await resolve('ar', blank)).errors).phone).toBe('الخانة دي مطلوبة.');
  });

  it('gives the minimum length in the language’s digits', async () => {
    const short = { ...valid, name: 'A', password: 'short' };
    expect(messages((await resolve('en', short)).errors)).toEqual({
      name: 'Use at least 2 characters.',
      password: 'Use at least 8 characters.',
    });
    expect(messages((await resolve('ar', short)).errors)).toEqual({
      name: 'استخدم ٢ أحرف على الأقل.',
      password: 'استخدم ٨ أحرف على الأقل.',
    });
  });

  it('refuses a phone that is not an Egyptian mobile, whatever digits it is typed in', async () => {
    const wrong = { ...valid, phone: '٠٢٢٣٤٥٦٧' };
    expect(messages((await resolve('en', wrong)).errors)).toEqual({
      phone: 'Enter an Egyptian mobile number: 01 followed by 9 digits.',
    });
    expect(messages((await resolve('ar', wrong)).errors)).toEqual({
      phone: 'اكتب رقم موبايل مصري: 01 وبعدها 9 أرقام.',
    });
  });

  it('uses the contract’s own keys for usernames and e-mails', async () => {
    const wrong = { ...valid, username: 'not-a-user', email: 'nobody@' };
    expect(messages((await resolve('en', wrong)).errors)).toEqual({
      username: 'Enter your mobile number (01xxxxxxxxx) or e-mail address.',
      email: 'Enter a valid e-mail address.',
    });
  });

  it('keeps one message per field: the first problem the contract found', async () => {
    const result = await resolve('en', { ...valid, name: '<' });
    expect(messages(result.errors)).toEqual({ name: 'Use at least 2 characters.' });
    expect(result.errors.name?.type).toBe('too_small');
  });
});

describe('contractResolver when the contract cannot be fetched', () => {
  it('passes the values on unchecked, for the API to check against the same contract', async () => {
    const { t } = createTestI18n('en');
    const resolver = contractResolver<typeof registerBodySchema>(
      () => Promise.reject(new Error('ChunkLoadError')),
      t,
      'en',
    );
    const values = { ...valid, phone: 'not a phone' };
    const result = await resolver(values, undefined, options);
    expect(result).toEqual({ values, errors: {} });
  });
});
