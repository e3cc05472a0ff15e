import type { RpcId } from '../connection/ClientConnection.js';

/** `{"id":…` at the start of a frame, as every SDK writes it; a short string or up to 20 digits. */
const LEADING_ID = /^\s*\{\s*"id"\s*:\s*(?:"([^"\\]{0,128})"|(-?\d{1,20}))\s*[,}]/;

/**
 * The JSON-RPC id of a frame, read from its first bytes without parsing it (undefined when it does not
 * start with one): what the relay needs before deciding whether a frame is worth parsing at all.
 */
export function peekRpcId(head: string): RpcId | undefined {
  const match = LEADING_ID.exec(head);
  if (match === null) return undefined;
  const [, text, digits] = match;
  if (text !== undefined) return text;
  if (digits === undefined) return undefined;
  const number = Number(digits);
  return Number.isSafeInteger(number) ? number : BigInt(digits);
}
