import { escapeHtml } from '../http-front/escapeHtml.js';
import type { SinkMessage } from './Mailbox.js';

/** The dev mailbox page: newest mail first, as plain text (mail HTML is never rendered here). */
export const renderMailboxPage = (messages: readonly SinkMessage[]): string => {
  const rows = messages
    .map(
      (
        m,
      ) => `<article><header><strong>${escapeHtml(m.subject)}</strong>${m.code ? ` <code>${m.code}</code>` : ''}
<small>to ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.receivedAt)}</small></header><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Latch dev mailbox</title><style>body{font:14px system-ui;margin:2rem;max-width:48rem}
article{border:1px solid #ccc;border-radius:8px;padding:.75rem;margin:.75rem 0}code{font-size:18px;background:#eef;padding:0 .3rem}
small{display:block;color:#666}pre{white-space:pre-wrap}</style></head><body><h1>Dev mailbox</h1>
<p>Mail sent by the local stack (newest first, refreshed every 5 s). JSON: <a href="/messages">/messages</a>?to=address.
To try a mail server that is down: PUT <a href="/smtp">/smtp</a> {"accepting": false} (and true again).</p>
${rows || '<p>No mail yet.</p>'}</body></html>`;
};
