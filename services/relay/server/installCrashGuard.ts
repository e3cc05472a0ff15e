import { redactText } from '../../http-front/redactQuery.js';

/**
 * The process-level guard of the standalone relay: an exception or rejection nobody handled is logged
 * (relay URLs carry the client's JWT in `auth=`: the one redaction, redactText, hides it) and the relay keeps serving the other clients instead of exiting. Every listener
 * already catches its own failures; this is the net under them. Returns the uninstall function.
 */
export function installCrashGuard(log: (line: string) => void): () => void {
  const report = (kind: string) => (error: unknown) => {
    const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
    log(`relay: ${kind} (kept serving): ${redactText(text)}`);
  };
  const onException = report('uncaught exception');
  const onRejection = report('unhandled rejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
