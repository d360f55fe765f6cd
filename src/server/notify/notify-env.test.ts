import { describe, expect, it } from '@jest/globals';
import { parseNotifyEnv } from './notify-env';

describe('parseNotifyEnv', () => {
  it('turns nothing on by default and keeps quiet hours 22-8', () => {
    const env = parseNotifyEnv({});
    expect(env.WHATSAPP_TOKEN).toBeUndefined();
    expect(env.QUIET_HOURS).toEqual({ from: 22, to: 8 });
    expect(parseNotifyEnv({ QUIET_HOURS: 'off' }).QUIET_HOURS).toBeNull();
  });

  it('refuses a half-configured provider, naming what is missing', () => {
    expect(() => parseNotifyEnv({ WHATSAPP_TOKEN: 't' })).toThrow(
      /WhatsApp is half configured: set WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/,
    );
    expect(() => parseNotifyEnv({ SMS_URL: 'https://sms.example/send' })).toThrow(/SMS_SENDER_ID/);
    expect(() => parseNotifyEnv({ QUIET_HOURS: '25-3' })).toThrow(/QUIET_HOURS/);
  });
});
