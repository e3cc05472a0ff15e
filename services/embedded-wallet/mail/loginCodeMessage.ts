/** The login-code mail: the code in the subject too, so a mail client's preview shows it. */
export const loginCodeMessage = (code: string, ttlMinutes: number) => ({
  subject: `${code} is your login code`,
  text: `Your login code is ${code}.\n\nIt works for ${ttlMinutes} minutes, once. If you did not ask for it, ignore this mail.\n`,
  html: `<p>Your login code is</p><p style="font-size:28px;font-weight:600;letter-spacing:6px">${code}</p><p>It works for ${ttlMinutes} minutes, once. If you did not ask for it, ignore this mail.</p>`,
});
