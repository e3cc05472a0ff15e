import nodemailer from 'nodemailer';
import { redactUrl } from '../../api/http/redactUrl.js';
import type { LoginMailer } from './LoginMailer.js';
import { deviceLinkMessage, loginCodeMessage } from './loginCodeMessage.js';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…` (SMTP_URL). */
  readonly smtpUrl: string;
  /** The From address (MAIL_FROM). */
  readonly from: string;
  /** Minutes a code works, quoted in the mail. */
  readonly ttlMinutes: number;
  /** Give up on the mail server after this long. Default 10 s. */
  readonly timeoutMs?: number;
}

/** Login codes and device links through nodemailer; a failure names the server (password redacted), never the code. */
export const createSmtpMailer = (options: SmtpMailerOptions): LoginMailer => {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const send = async (to: string, message: { subject: string; text: string; html: string }) => {
    try {
      await transport.sendMail({ from: options.from, to, ...message });
    } catch (cause) {
      throw new Error(`The mail server at ${redactUrl(options.smtpUrl)} did not take the mail`, { cause });
    }
  };
  return {
    sendLoginCode: (to, code) => send(to, loginCodeMessage(code, options.ttlMinutes)),
    sendDeviceLink: (to, url) => send(to, deviceLinkMessage(url)),
  };
};
