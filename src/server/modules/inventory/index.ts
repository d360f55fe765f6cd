/*
 * The inventory module's door (ADR 0020): the stock of items, taken for an order, given back
 * on a cancel, set by staff. No routes of its own: orders and the catalogue's staff edits call
 * it inside their transactions.
 */
export {
  giveBackStock,
  rescaleTakenStock,
  setStock,
  stockOfItems,
  takeStock,
  type StockMove,
} from './inventory-service';
export { stockAfterEdit } from './stock-rules';
