export const SEND_LABEL = 'Send';
export type SendStatus = 'idle' | 'sending';
