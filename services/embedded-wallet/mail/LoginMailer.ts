/** Sends login mails; rejects when the mail could not be handed to the mail server. */
export interface LoginMailer {
  sendLoginCode(to: string, code: string): Promise<void>;
  /** The link that confirms a new device (CONNECT_EMAIL → VERIFY_DEVICE). */
  sendDeviceLink(to: string, url: string): Promise<void>;
}
