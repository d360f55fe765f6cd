/**
 * A loader that runs once and shares its promise; a failure is forgotten, so the next call
 * tries again (a chunk that failed to download on a flaky network is not lost for good).
 */
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const loading = load();
      loading.catch(() => {
        if (pending === loading) pending = undefined;
      });
      pending = loading;
    }
    return pending;
  };
}
