/** A module fetched on demand, once; a failed fetch is tried again by the next `load`. */
export interface DeferredModule<M> {
  load(): Promise<M>;
  /** The module once fetched (renders without waiting), undefined before. */
  loaded(): M | undefined;
}

export const deferredModule = <M>(importer: () => Promise<M>): DeferredModule<M> => {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
};
