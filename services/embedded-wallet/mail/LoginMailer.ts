/** Sends a login code; rejects when the mail could not be handed to the mail server. */
export interface LoginMailer {
  sendLoginCode(to: string, code: string): Promise<void>;
}
