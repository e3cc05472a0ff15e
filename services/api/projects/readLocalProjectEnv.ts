import type { LocalProjectOptions } from '../db/seedLocalProject.js';
import { parseOriginList } from './originList.js';
import { parseReturnUrlList } from './returnUrls.js';

type Env = Readonly<Record<string, string | undefined>>;

const text = (env: Env, name: string): string | undefined => {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
};

/** One list of the local project (LATCH_LOCAL_*): parsed, or the start refused naming the variable. */
const localList = (
  env: Env,
  name: string,
  parse: (text: string) => { values: string[] } | { error: string },
): string[] => {
  const value = text(env, name);
  if (value === undefined) return [];
  if (text(env, 'LATCH_DEVELOPMENT') !== '1')
    throw new Error(`${name} needs LATCH_DEVELOPMENT=1: it widens the local stack's project only`);
  const parsed = parse(value);
  if ('error' in parsed) throw new Error(`${name}: ${parsed.error}`);
  return parsed.values;
};

/**
 * Whether the data service seeds the local stack's project `latch-local`, and with what: only with
 * LATCH_DEVELOPMENT=1 (the local stack's one switch; listening on loopback decides nothing) — then its loopback
 * origins, LATCH_LOCAL_ORIGINS (`latch-stack --origin`) and LATCH_LOCAL_RETURN_URLS (the exact social return
 * pages). Undefined without the flag: no project `latch-local` then, and either list refuses the start. Throws,
 * naming the variable, on a list that does not parse.
 */
export const readLocalProjectEnv = (env: Env): LocalProjectOptions | undefined => {
  const origins = localList(env, 'LATCH_LOCAL_ORIGINS', (value) => {
    const parsed = parseOriginList(value);
    return 'error' in parsed ? parsed : { values: parsed.origins };
  });
  const socialReturnUrls = localList(env, 'LATCH_LOCAL_RETURN_URLS', (value) => {
    const parsed = parseReturnUrlList(value);
    return 'error' in parsed ? parsed : { values: parsed.urls };
  });
  if (text(env, 'LATCH_DEVELOPMENT') !== '1') return undefined;
  return { origins, socialReturnUrls };
};
