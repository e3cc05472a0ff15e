import { resolve } from 'node:path';
import { DEFAULT_DATA_DIR, STACK_HOST, STACK_PORTS } from '../stack/ports.js';
import { envPort, stopOnSignals } from '../stack/serviceProcess.js';
import { startMailSink } from './startMailSink.js';

/**
 * The local stack's dev mailbox: `tsx services/mail-sink/main.ts`, SMTP on MAIL_SMTP_PORT (default 8793)
 * and the page on MAIL_HTTP_PORT (default 8792), loopback only. Prints every login code it receives. The
 * mailbox is kept in `<LATCH_DATA_DIR>/mail-sink/mailbox.json` (default `.latch`) across restarts.
 */

const sink = await startMailSink({
  smtpPort: envPort('MAIL_SMTP_PORT', STACK_PORTS.smtp),
  httpPort: envPort('MAIL_HTTP_PORT', STACK_PORTS.mailbox),
  host: STACK_HOST,
  dataDir: resolve(process.env.LATCH_DATA_DIR || DEFAULT_DATA_DIR),
  onMessage: (message) =>
    console.log(
      `mail: to ${message.to.join(', ')}: ${message.subject}${message.code ? ` (code ${message.code})` : ''}`,
    ),
  onSwitch: (accepting) =>
    console.log(accepting ? 'mail: SMTP on again' : 'mail: SMTP turned off (421 to every connection)'),
});
console.log(`mail: SMTP on ${sink.smtpUrl}, mailbox on ${sink.mailboxUrl}`);
stopOnSignals(() => sink.close());
