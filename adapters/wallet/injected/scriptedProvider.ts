import type { Eip1193Provider } from './eip1193.js';

/** Test support: answers per method (a value, or a function that may throw); other methods are 4200. */
export type Script = Readonly<Record<string, unknown | ((params: unknown) => unknown)>>;

export interface ScriptedProvider extends Eip1193Provider {
  readonly calls: { method: string; params?: unknown }[];
  /** Plays a provider event to its listeners. */
  emit(event: string, payload: unknown): void;
  listenerCount(): number;
}

/** A wallet stand-in scripted per method, recording calls and holding real listeners. */
export function scriptedProvider(script: Script, options: { events?: boolean } = {}): ScriptedProvider {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const calls: { method: string; params?: unknown }[] = [];
  const provider: ScriptedProvider = {
    calls,
    async request(args) {
      calls.push(args);
      if (!(args.method in script)) throw { code: 4200, message: `unsupported ${args.method}` };
      const answer = script[args.method];
      return typeof answer === 'function' ? answer(args.params) : answer;
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
    listenerCount: () => [...listeners.values()].reduce((total, set) => total + set.size, 0),
  };
  if (options.events === false) return provider;
  return {
    ...provider,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}
