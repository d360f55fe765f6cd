import { server } from '@mocks/node';

/** The JSON bodies the screen under test POSTs to `path`, in the order it sends them. */
export function recordPosts(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}
