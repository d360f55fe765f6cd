import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** msw in the browser: the demo shops' sample data, answered by the service worker. */
export const worker = setupWorker(...handlers);
