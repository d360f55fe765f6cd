import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { favoritesAdd, favoritesList, favoritesRemove } from './favorite-routes';

/* The favourites module's door (ADR 0020): a shopper's wish list. */

export const favoriteRoutes = {
  favoritesList,
  favoritesAdd,
  favoritesRemove,
} satisfies Partial<Record<RouteName, ApiRoute>>;
