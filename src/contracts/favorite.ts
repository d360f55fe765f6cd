import { z } from 'zod';
import { idSchema } from './fields';

export const favoriteBodySchema = z.object({ item_id: idSchema });
export type FavoriteBody = z.input<typeof favoriteBodySchema>;
