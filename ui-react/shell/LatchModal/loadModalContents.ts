type ModalContentsModule = typeof import('./ModalContents.js');

let loaded: ModalContentsModule | undefined;
let loading: Promise<ModalContentsModule> | undefined;

/**
 * Fetches the code of the dialog and the toasts (once; a failed fetch is tried again by the next call). It is not
 * part of the page's first chunk: the provider fetches it when the page is idle, or at once when the modal opens,
 * is embedded or has a toast to show.
 */
export const loadModalContents = (): Promise<ModalContentsModule> => {
  loading ??= import('./ModalContents.js').then(
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
};

/** The module once fetched (renders without waiting), undefined before. */
export const loadedModalContents = (): ModalContentsModule | undefined => loaded;
