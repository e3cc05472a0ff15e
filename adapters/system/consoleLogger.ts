import type { LogContext, Logger } from '../../ports/index.js';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 };

/** Logs to the console at or above `level`, prefixed with `[latch]`. */
export const createConsoleLogger = (
  level: LogLevel = 'warn',
  sink: Pick<Console, 'debug' | 'info' | 'warn' | 'error'> = console,
): Logger => {
  const at = (wanted: Exclude<LogLevel, 'silent'>) => (message: string, context?: LogContext) => {
    if (ORDER[wanted] < ORDER[level]) return;
    if (context === undefined) sink[wanted](`[latch] ${message}`);
    else sink[wanted](`[latch] ${message}`, context);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};
