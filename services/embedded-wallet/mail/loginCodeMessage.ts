import { escapeHtml } from '../../http-front/escapeHtml.js';

/** The login-code mail: the code in the subject too, so a mail client's preview shows it. */
export const loginCodeMessage = (code: string, ttlMinutes: number) => ({
  subject: `${code} is your login code`,
  text: `Your login code is ${code}.\n\nIt works for ${ttlMinutes} minutes, once. If you did not ask for it, ignore this mail.\n`,
  html: `<p>Your login code is</p><p style="font-size:28px;font-weight:600;letter-spacing:6px">${code}</p><p>It works for ${ttlMinutes} minutes, once. If you did not ask for it, ignore this mail.</p>`,
});

/** The device-confirmation mail: the link, and what opening it does. */
export const deviceLinkMessage = (url: string) => ({
  subject: 'Confirm this device to log in',
  text: `Someone is logging in to your wallet from a new browser. If it is you, open this link to confirm it:\n\n${url}\n\nThen return to the site: a login code follows. If it is not you, ignore this mail.\n`,
  html: `<p>Someone is logging in to your wallet from a new browser. If it is you, open this link to confirm it:</p><p><a href="${escapeHtml(url)}">Confirm this device</a></p><p>Then return to the site: a login code follows. If it is not you, ignore this mail.</p>`,
});
