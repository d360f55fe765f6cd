/*
 * The media module's door (ADR 0020): uploaded pictures' files (checked, resized, stored by
 * content hash) and serving them. Which picture an item shows is the catalogue's to write.
 * Not a contract call: serveItemPicture answers /api/media/items/:file outside the table.
 */
export { toShopPicture } from './item-picture';
export { ITEM_PICTURE_URL_PREFIX, isUploadedPicture, storePicture } from './media-repository';
export { serveItemPicture } from './media-routes';
