import { createHash } from 'node:crypto';
import { renderMessage } from '../templates';
import { sendMail } from '../smtp';
import { ProviderFailure, type MessageProvider } from './provider';

/** SMTP answers that mean "this address will never take it" (RFC 5321 5xx). */
const permanent = (error: unknown) =>
  typeof error === 'object' && error !== null && 'responseCode' in error
    ? Number(error.responseCode) >= 500
    : false;

/**
 * E-mail over SMTP (SMTP_URL, nodemailer). The Message-ID is made from the message's
 * reference, so a mail sent twice (an instance died after the server took it) is one
 * message to the reader's mail program.
 */
export function emailProvider(): MessageProvider {
  return {
    channel: 'email',
    name: 'smtp',
    async send(message) {
      const { subject, text } = renderMessage(message.template, message.locale, message.vars);
      const id = createHash('sha256').update(message.reference).digest('hex').slice(0, 32);
      try {
        await sendMail({ to: message.to, subject, text, messageId: `<${id}@dakahlia-poultry>` });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new ProviderFailure(`smtp: ${reason}`, !permanent(error));
      }
      return {};
    },
  };
}
