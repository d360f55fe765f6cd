/** One line on the server log for a backend call a page could not make (the cause is kept). */
export function logFailure(label: string, error: unknown): void {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'page.backend_call_failed',
      call: label,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}

/** A call whose failure costs one section, not the page: its value, or null when it failed. */
export async function settle<T>(label: string, call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    logFailure(label, error);
    return null;
  }
}
