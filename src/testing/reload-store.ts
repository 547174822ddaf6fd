import type { Mutate, StoreApi, UseBoundStore } from 'zustand';

/** A zustand store with the persist middleware. */
type PersistedStore<State> = UseBoundStore<Mutate<StoreApi<State>, [['zustand/persist', unknown]]>>;

/**
 * The store as a page loaded now has it: its initial state, then what localStorage holds, read
 * the way the module reads it when it loads. Tests use this instead of importing the module
 * afresh (`vi.resetModules`), which would give the worker's later test files (they share their
 * modules: `isolate: false`) a second copy of every module, the session and the mock included.
 */
export async function reloadStore<State>(
  store: PersistedStore<State>,
): Promise<PersistedStore<State>> {
  const saved = Object.entries({ ...window.localStorage });
  // Putting the initial state back writes it to storage: what the page left there comes back.
  store.setState(store.getInitialState(), true);
  window.localStorage.clear();
  for (const [key, value] of saved) window.localStorage.setItem(key, value);
  await store.persist.rehydrate();
  return store;
}
