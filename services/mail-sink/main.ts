import { STACK_HOST, STACK_PORTS } from '../stack/ports.js';
import { startMailSink } from './startMailSink.js';

/**
 * The local stack's dev mailbox: `tsx services/mail-sink/main.ts`, SMTP on MAIL_SMTP_PORT (default 8793)
 * and the page on MAIL_HTTP_PORT (default 8792), loopback only. Prints every login code it receives.
 */
const port = (name: string, fallback: number): number => {
  const text = process.env[name];
  const value = text === undefined || text === '' ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} must be a port number`);
  return value;
};

const sink = await startMailSink({
  smtpPort: port('MAIL_SMTP_PORT', STACK_PORTS.smtp),
  httpPort: port('MAIL_HTTP_PORT', STACK_PORTS.mailbox),
  host: STACK_HOST,
  onMessage: (message) =>
    console.log(
      `mail: to ${message.to.join(', ')}: ${message.subject}${message.code ? ` (code ${message.code})` : ''}`,
    ),
});
console.log(`mail: SMTP on ${sink.smtpUrl}, mailbox on ${sink.mailboxUrl}`);
const stop = () => {
  sink.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
