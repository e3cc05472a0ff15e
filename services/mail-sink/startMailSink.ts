import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createMailbox, type SinkMessage } from './Mailbox.js';
import { renderMailboxPage } from './renderMailboxPage.js';

export interface MailSinkOptions {
  /** SMTP port (0 picks a free one). */
  readonly smtpPort: number;
  /** Port of the mailbox page and JSON (0 picks a free one). */
  readonly httpPort: number;
  /** Loopback only: the sink accepts mail from anyone who reaches it. Default 127.0.0.1. */
  readonly host?: string;
  /** Told about every mail (the stack prints the code). */
  readonly onMessage?: (message: SinkMessage) => void;
}

export interface RunningMailSink {
  /** `smtp://host:port` for SMTP_URL. */
  readonly smtpUrl: string;
  /** The mailbox page; `<url>/messages?to=` is the JSON. */
  readonly mailboxUrl: string;
  close(): Promise<void>;
}

const MAX_MAIL_BYTES = 1024 * 1024;

const listen = (
  server: { listen(port: number, host: string, done: () => void): unknown },
  port: number,
  host: string,
) => new Promise<void>((resolve) => server.listen(port, host, resolve));

const portOf = (server: Server | SMTPServer): number =>
  ((server instanceof SMTPServer ? server.server : server).address() as AddressInfo).port;

/**
 * The local stack's SMTP sink (smtp-server + mailparser): takes every mail without authentication,
 * keeps the last 200 in memory and shows them on a small page and as JSON. Development only.
 */
export const startMailSink = async (options: MailSinkOptions): Promise<RunningMailSink> => {
  const host = options.host ?? '127.0.0.1';
  const mailbox = createMailbox();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const stored = mailbox.add({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          options.onMessage?.(stored);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  smtp.on('error', () => undefined);
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink');
    if (url.pathname === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(mailbox.list(url.searchParams.get('to') ?? undefined)));
    } else if (url.pathname === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      response.end(renderMailboxPage(mailbox.list()));
    } else {
      response.writeHead(404).end();
    }
  });
  await listen(smtp, options.smtpPort, host);
  await listen(http, options.httpPort, host);
  return {
    smtpUrl: `smtp://${host}:${portOf(smtp)}`,
    mailboxUrl: `http://${host}:${portOf(http)}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
};
