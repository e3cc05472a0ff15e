import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { apiError } from '../api/http/ApiError.js';
import { createFrontServer } from '../http-front/createFrontServer.js';
import { readBody } from '../http-front/readBody.js';
import { sendFailure } from '../http-front/sendFailure.js';
import { createMailbox, type SinkMessage } from './Mailbox.js';
import { createMailboxWriter, mailboxPath, readMailboxFile } from './mailboxFile.js';
import { renderMailboxPage } from './renderMailboxPage.js';

export interface MailSinkOptions {
  /** SMTP port (0 picks a free one). */
  readonly smtpPort: number;
  /** Port of the mailbox page and JSON (0 picks a free one). */
  readonly httpPort: number;
  /** Loopback only: the sink accepts mail from anyone who reaches it. Default 127.0.0.1. */
  readonly host?: string;
  /**
   * The stack's data folder: the mailbox is kept in `<dataDir>/mail-sink/mailbox.json` and survives restarts.
   * Without it (tests) the mailbox lives as long as the process.
   */
  readonly dataDir?: string;
  /** Told about every mail (the stack prints the code). */
  readonly onMessage?: (message: SinkMessage) => void;
  /** Told when `/smtp` turns the SMTP side off or on. */
  readonly onSwitch?: (accepting: boolean) => void;
}

export interface RunningMailSink {
  /** `smtp://host:port` for SMTP_URL. */
  readonly smtpUrl: string;
  /** The mailbox page; `<url>/messages?to=` is the JSON, `<url>/smtp` its SMTP switch (see startMailSink). */
  readonly mailboxUrl: string;
  close(): Promise<void>;
}

/** What `/smtp` says and takes: whether the SMTP side takes mail (turned off, it acts as a mail server that is down). */
export interface SmtpSwitch {
  readonly accepting: boolean;
}

const MAX_MAIL_BYTES = 1024 * 1024;
/** Mails kept (the newest). */
const MAILBOX_CAPACITY = 200;

const listen = (
  server: { listen(port: number, host: string, done: () => void): unknown },
  port: number,
  host: string,
) => new Promise<void>((resolve) => server.listen(port, host, resolve));

/** The switch's request bodies are a few bytes. */
const MAX_SWITCH_BYTES = 256;

/** The body's `{accepting}`; undefined when it is anything else (a longer body is a 413 from readBody). */
const readSwitch = async (request: IncomingMessage): Promise<SmtpSwitch | undefined> => {
  const body = await readBody(request, MAX_SWITCH_BYTES);
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    const accepting = (parsed as Partial<SmtpSwitch> | null)?.accepting;
    return typeof accepting === 'boolean' ? { accepting } : undefined;
  } catch {
    return undefined;
  }
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

const portOf = (server: Server | SMTPServer): number =>
  ((server instanceof SMTPServer ? server.server : server).address() as AddressInfo).port;

/**
 * The local stack's SMTP sink (smtp-server + mailparser): takes every mail without authentication,
 * keeps the last 200 (in the data folder when given, so a restart loses none) and shows them on a small page and as JSON. Development only.
 *
 * Its SMTP side can be turned off and on again to try what a mail server that is down does to a login (the e2e
 * faults do): `PUT /smtp` `{"accepting": false}` (JSON only, so a web page cannot send it without a CORS preflight,
 * which the sink never grants) makes it answer every new connection `421` and close it; `{"accepting": true}`
 * undoes it; `GET /smtp` tells which.
 */
export const startMailSink = async (options: MailSinkOptions): Promise<RunningMailSink> => {
  const host = options.host ?? '127.0.0.1';
  const path = options.dataDir === undefined ? undefined : mailboxPath(options.dataDir);
  const mailbox = createMailbox(MAILBOX_CAPACITY, path === undefined ? [] : await readMailboxFile(path));
  const writer =
    path === undefined
      ? undefined
      : createMailboxWriter(path, (error) =>
          console.error(`mail: could not keep the mailbox in ${path}: ${String(error)}`),
        );
  let accepting = true;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onConnect(_session, callback) {
      if (accepting) callback();
      else
        callback(
          Object.assign(new Error('Service not available (the dev mail sink is turned off)'), {
            responseCode: 421,
          }),
        );
    },
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
          writer?.save(mailbox.list());
          options.onMessage?.(stored);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  smtp.on('error', () => undefined);
  const http = createFrontServer(
    async (request, response, url) => {
      if (url.pathname === '/messages') {
        json(response, 200, mailbox.list(url.searchParams.get('to') ?? undefined));
      } else if (url.pathname === '/smtp' && request.method === 'PUT') {
        if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/json') {
          throw apiError(415, 'content-type', 'Send application/json');
        }
        const wanted = await readSwitch(request);
        if (wanted === undefined) throw apiError(400, 'body', 'Send {"accepting": true|false}');
        accepting = wanted.accepting;
        options.onSwitch?.(accepting);
        json(response, 200, { accepting });
      } else if (url.pathname === '/smtp') {
        json(response, 200, { accepting });
      } else if (url.pathname === '/') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        });
        response.end(renderMailboxPage(mailbox.list()));
      } else {
        sendFailure(response, apiError(404, 'path', 'Not found'));
      }
    },
    { name: 'mail', maxBodyBytes: MAX_SWITCH_BYTES },
  );
  await listen(smtp, options.smtpPort, host);
  await listen(http, options.httpPort, host);
  return {
    smtpUrl: `smtp://${host}:${portOf(smtp)}`,
    mailboxUrl: `http://${host}:${portOf(http)}`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await writer?.flushed();
    },
  };
};
