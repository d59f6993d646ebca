// A page loader's data, or the page's own failure state: a loader that cannot read what the page shows answers
// `{ loadFailure: <the spec's message> }` and the page renders it (LoadFailure in the UI kit) instead of the
// generic error boundary. Redirects and responses (signed out, 404) still go through as thrown.

export type Loaded<T> = ({ loadFailure: null } & T) | { loadFailure: string };

export async function loadOrFail<T extends object>(load: () => Promise<T>, message: string): Promise<Loaded<T>> {
  try {
    return { loadFailure: null, ...(await load()) };
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(message, error);
    return { loadFailure: message };
  }
}
