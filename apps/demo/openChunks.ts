import type { Plugin } from 'vite';

/** What one chunk group holds: the static imports of its roots the page's first chunk does not already have. */
export interface OpenChunkGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { readonly isEntry: boolean; readonly importedIds: readonly string[] } | null;
}

/** Every module `roots` import statically, themselves included. */
export const staticClosure = (graph: ModuleGraph, roots: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
};

/**
 * Puts what is fetched together into one chunk per group instead of a dozen small ones. Each group is named by its
 * roots (files the page imports lazily, by absolute path, or a package's file as `<package>/<file>`: the dialog, the
 * view opening shows) and holds their static imports minus the first chunk's and an earlier group's. The page fetches these on idle (DeferredModalContents,
 * usePreloadOpenView), so they count in the JavaScript before the click: gzip packs one file of twelve modules
 * about a quarter smaller than twelve files. Modules other lazy views share with them stay with them: those views
 * render inside the dialog, so the chunk is always there first.
 */
export function openChunks(groups: Readonly<Record<string, readonly string[]>>): {
  readonly plugin: Plugin;
  readonly groups: readonly OpenChunkGroup[];
} {
  const members = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'latch-open-chunks',
    apply: 'build',
    buildEnd() {
      members.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry === true);
      const taken = staticClosure(this, entries);
      for (const [name, roots] of Object.entries(groups)) {
        const ids = [...this.getModuleIds()];
        const found = roots.map((root) =>
          ids.find((id) => id === root || id.endsWith(`/node_modules/${root}`)),
        );
        const missing = roots.filter((_, index) => found[index] === undefined);
        if (missing.length > 0) this.error(`open chunk '${name}': no module ${missing.join(', ')}`);
        const own = new Set(
          [
            ...staticClosure(
              this,
              found.filter((id) => id !== undefined),
            ),
          ].filter((id) => !taken.has(id)),
        );
        for (const id of own) taken.add(id);
        members.set(name, own);
      }
    },
  };
  return {
    plugin,
    groups: Object.keys(groups).map((name) => ({
      name,
      test: (id: string) => members.get(name)?.has(id) === true,
    })),
  };
}
