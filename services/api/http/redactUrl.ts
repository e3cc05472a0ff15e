/**
 * A connection URL fit for logs and error messages: its password (and a user name that may be a token)
 * replaced by `***`. Text that is not a URL is withheld whole.
 */
export const redactUrl = (text: string): string => {
  try {
    const url = new URL(text);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return '<unparseable URL>';
  }
};
