/**
 * Run by installCrashGuard.test.ts in its own process: installs the guard, then throws and rejects where
 * nobody catches, and says "still alive" once both have been reported.
 */
import { installCrashGuard } from '../server/installCrashGuard.js';

installCrashGuard((line) => console.error(line));
setTimeout(() => {
  throw new Error('listener blew up on /?auth=eyJ.secret.jwt&projectId=p');
}, 0);
void Promise.reject(new Error('nobody awaited this'));
setTimeout(() => console.log('still alive'), 50);
