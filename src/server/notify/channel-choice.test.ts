import { describe, expect, it } from '@jest/globals';
import { channelsWanted, prefsFrom } from './channel-choice';

const unset = { notify_sms: null, notify_whatsapp: null, notify_email: null, notify_push: null };

describe('channelsWanted', () => {
  it('gives a phone-only account text messages and an e-mail account e-mail, WhatsApp only on opt-in', () => {
    expect(channelsWanted(unset, { email: null })).toEqual({
      sms: true,
      whatsapp: false,
      email: false,
      push: true,
    });
    expect(channelsWanted(unset, { email: 'a@b.c' })).toEqual({
      sms: false,
      whatsapp: false,
      email: true,
      push: true,
    });
  });

  it('follows what the person chose, and never e-mails an account without an address', () => {
    const chosen = {
      notify_sms: 0 as const,
      notify_whatsapp: 1 as const,
      notify_email: 1 as const,
      notify_push: 0 as const,
    };
    expect(channelsWanted(chosen, { email: null })).toEqual({
      sms: false,
      whatsapp: true,
      email: false,
      push: false,
    });
  });
});

describe('prefsFrom', () => {
  it('stores only the channels that were set', () => {
    expect(prefsFrom({ whatsapp: true, sms: false })).toEqual({
      notify_whatsapp: 1,
      notify_sms: 0,
    });
  });
});
