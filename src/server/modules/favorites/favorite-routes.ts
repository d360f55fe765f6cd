import { z } from 'zod';
import { itemSchema } from '@/contracts/catalog';
import { favoriteBodySchema } from '@/contracts/favorite';
import { defineRoute } from '@/server/http/define-route';
import { addToFavorites, favorites, removeFromFavorites } from './favorite-service';

export const favoritesList = defineRoute({
  method: 'GET',
  path: '/user/fav_items/list',
  auth: 'required',
  summary: "The caller's favourite items, most recently added first.",
  list: { defaultLimit: 10_000 },
  response: z.array(itemSchema),
  async handle({ db, user, locale, paging }) {
    const page = await favorites(db, user.userId, locale, paging);
    return { results: page.items, total: page.total };
  },
});

export const favoritesAdd = defineRoute({
  method: 'POST',
  path: '/user/fav_items/add',
  auth: 'required',
  summary:
    'Adds an item to the favourites (adding twice is not an error; 404 for an unknown item).',
  body: favoriteBodySchema,
  response: z.null(),
  async handle({ db, user, body }) {
    await addToFavorites(db, user.userId, body.item_id);
    return { results: null, message: 'ok.favorite_added' };
  },
});

export const favoritesRemove = defineRoute({
  method: 'POST',
  path: '/user/fav_items/remove',
  auth: 'required',
  summary: 'Removes an item from the favourites.',
  body: favoriteBodySchema,
  response: z.null(),
  async handle({ db, user, body }) {
    await removeFromFavorites(db, user.userId, body.item_id);
    return { results: null, message: 'ok.favorite_removed' };
  },
});
