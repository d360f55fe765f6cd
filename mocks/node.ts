import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** msw for Node (Jest): the same handlers the browser worker uses. */
export const server = setupServer(...handlers);
