import nodemailer, { type Transporter } from 'nodemailer';
import { serverEnv } from '@/server/config/server-env';

const KEY = Symbol.for('dakahlia-poultry.smtp');
const holder = globalThis as typeof globalThis & { [KEY]?: Transporter };

/** The SMTP transport of SMTP_URL, one per process (it pools connections). */
export function smtpTransport(): Transporter | undefined {
  const url = serverEnv().SMTP_URL;
  if (!url) return undefined;
  holder[KEY] ??= nodemailer.createTransport(url);
  return holder[KEY];
}

export async function sendMail(message: {
  to: string;
  subject: string;
  text: string;
  messageId?: string;
}): Promise<void> {
  const transport = smtpTransport();
  if (!transport) throw new Error('SMTP is not configured');
  await transport.sendMail({ from: serverEnv().MAIL_FROM, ...message });
}
