/*
 * What the dashboard may upload as a product picture (POST /admin/items/{id}/images), shared
 * by the route table, the server and the upload form. Plain values: the route table imports
 * them with the storefront's first load.
 */

/** The multipart field that carries the picture. */
export const ITEM_PICTURE_FIELD = 'image';

/** 5 MiB: a phone camera's JPEG is 2-4 MB; larger is refused with 413 before it is read. */
export const ITEM_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** What the file picker offers; the server decides by the file's content, not by this. */
export const ITEM_PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Pictures one product may have (its gallery). */
export const MAX_ITEM_PICTURES = 8;

/** The shortest side, in pixels, a picture must have to look sharp in the shop. */
export const MIN_PICTURE_SIDE = 200;
