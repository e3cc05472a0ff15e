import { err, type Result } from 'neverthrow';
import type { FrameDeps, FrameHandler } from './FrameDeps.js';
import { connectHandlers } from './handlers/connectHandlers.js';
import { emailUpdateHandlers } from './handlers/emailUpdateHandlers.js';
import { farcasterHandlers } from './handlers/farcasterHandlers.js';
import { rpcRequest } from './handlers/rpcRequest.js';
import { sessionHandlers } from './handlers/sessionHandlers.js';
import { settingsHandlers } from './handlers/settingsHandlers.js';
import { socialHandlers } from './handlers/socialHandlers.js';

/** Answers one `@w3m-app/NAME` request (its payload or its error message); unknown names are errors. */
export type FrameDispatcher = (name: string, payload: unknown) => Promise<Result<unknown, string>>;

export const createFrameDispatcher = (deps: FrameDeps): FrameDispatcher => {
  const handlers: Record<string, FrameHandler> = Object.fromEntries([
    ...connectHandlers(deps),
    ...sessionHandlers(deps),
    ...emailUpdateHandlers(deps),
    ...settingsHandlers(deps),
    ...socialHandlers(deps),
    ...farcasterHandlers(deps),
    ['RPC_REQUEST', rpcRequest(deps)],
  ]);
  return async (name, payload) => {
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (handler === undefined) return err(`Unsupported request: ${name}`);
    try {
      return await handler(payload);
    } catch {
      return err('The wallet could not answer this request');
    }
  };
};
