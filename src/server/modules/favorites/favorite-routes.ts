import { defineRoute } from '@/server/http/define-route';
import { addToFavorites, favorites, removeFromFavorites } from './favorite-service';

export const favoritesList = defineRoute('favoritesList', {
  summary: "The caller's favourite items, most recently added first.",
  async handle({ db, user, locale, paging }) {
    const page = await favorites(db, user.userId, locale, paging);
    return { results: page.items, total: page.total };
  },
});

export const favoritesAdd = defineRoute('favoritesAdd', {
  summary:
    'Adds an item to the favourites (adding twice is not an error; 404 for an unknown item).',
  async handle({ db, user, body }) {
    await addToFavorites(db, user.userId, body.item_id);
    return { results: null, message: 'ok.favorite_added' };
  },
});

export const favoritesRemove = defineRoute('favoritesRemove', {
  summary: 'Removes an item from the favourites.',
  async handle({ db, user, body }) {
    await removeFromFavorites(db, user.userId, body.item_id);
    return { results: null, message: 'ok.favorite_removed' };
  },
});
