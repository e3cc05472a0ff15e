import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SinkMessage } from './Mailbox.js';
import { type RunningMailSink, startMailSink } from './startMailSink.js';

let sink: RunningMailSink;
const seen: string[] = [];

beforeAll(async () => {
  sink = await startMailSink({
    smtpPort: 0,
    httpPort: 0,
    onMessage: (m) => seen.push(`${m.to.join()} ${m.code}`),
  });
});
afterAll(async () => {
  await sink?.close();
});

describe('the dev SMTP sink', () => {
  it('keeps mail sent over real SMTP and shows it as JSON and on an escaped page', async () => {
    const transport = nodemailer.createTransport({ url: sink.smtpUrl });
    await transport.sendMail({
      from: 'wallet@latch.test',
      to: 'Sink@Example.com',
      subject: '<b>042917</b> is your login code',
      text: 'Your login code is 042917.',
    });
    const messages = await (await fetch(`${sink.mailboxUrl}/messages?to=sink@example.com`)).json();
    expect(messages).toEqual([
      expect.objectContaining({ to: ['Sink@example.com'], from: 'wallet@latch.test', code: '042917' }),
    ]);
    expect(await (await fetch(`${sink.mailboxUrl}/messages?to=other@example.com`)).json()).toEqual([]);
    const page = await (await fetch(sink.mailboxUrl)).text();
    expect(page).toContain('&lt;b&gt;042917&lt;/b&gt; is your login code');
    expect(page).not.toContain('<b>042917');
    expect(seen).toEqual(['Sink@example.com 042917']);
  });
});

describe("the sink's SMTP switch (a mail server that is down, for fault tests)", () => {
  const putSwitch = (body: string, contentType = 'application/json') =>
    fetch(`${sink.mailboxUrl}/smtp`, { method: 'PUT', headers: { 'content-type': contentType }, body });
  const send = () =>
    nodemailer.createTransport({ url: sink.smtpUrl }).sendMail({
      from: 'wallet@latch.test',
      to: 'switch@example.com',
      subject: '381726 is your login code',
      text: 'Your login code is 381726.',
    });

  it('turned off, refuses every connection with 421 and keeps nothing; turned on, takes mail again', async () => {
    expect(await (await putSwitch('{"accepting": false}')).json()).toEqual({ accepting: false });
    expect(await (await fetch(`${sink.mailboxUrl}/smtp`)).json()).toEqual({ accepting: false });
    await expect(send()).rejects.toMatchObject({ responseCode: 421 });
    expect(await (await fetch(`${sink.mailboxUrl}/messages?to=switch@example.com`)).json()).toEqual([]);

    expect(await (await putSwitch('{"accepting": true}')).json()).toEqual({ accepting: true });
    await send();
    expect(await (await fetch(`${sink.mailboxUrl}/messages?to=switch@example.com`)).json()).toEqual([
      expect.objectContaining({ code: '381726' }),
    ]);
  });

  it('takes only a short JSON body naming a boolean', async () => {
    expect((await putSwitch('{"accepting": false}', 'text/plain')).status).toBe(415);
    expect((await putSwitch('{"accepting": "no"}')).status).toBe(400);
    expect((await putSwitch('not json')).status).toBe(400);
    expect((await putSwitch(`{"accepting": false, "pad": "${'x'.repeat(300)}"}`)).status).toBe(413);
    expect(await (await fetch(`${sink.mailboxUrl}/smtp`)).json()).toEqual({ accepting: true });
  });
});

describe('the mailbox across restarts', () => {
  it('keeps every mail in the data folder: a restarted sink shows them, and numbers new ones after them', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'latch-mail-sink-'));
    const mail = (url: string, code: string) =>
      nodemailer.createTransport({ url }).sendMail({
        from: 'wallet@latch.test',
        to: 'restart@example.com',
        subject: `${code} is your login code`,
        text: `Your login code is ${code}.`,
      });
    const inbox = async (running: RunningMailSink) =>
      (
        (await (await fetch(`${running.mailboxUrl}/messages?to=restart@example.com`)).json()) as SinkMessage[]
      ).map((m) => [m.id, m.code]);
    try {
      const first = await startMailSink({ smtpPort: 0, httpPort: 0, dataDir });
      await mail(first.smtpUrl, '111111');
      await mail(first.smtpUrl, '222222');
      await first.close();
      const second = await startMailSink({ smtpPort: 0, httpPort: 0, dataDir });
      try {
        expect(await inbox(second)).toEqual([
          [2, '222222'],
          [1, '111111'],
        ]);
        await mail(second.smtpUrl, '333333');
        expect(await inbox(second)).toEqual([
          [3, '333333'],
          [2, '222222'],
          [1, '111111'],
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
