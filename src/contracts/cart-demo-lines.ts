import type { CartItem } from './cart';

/*
 * The demo shops' rule in the one cart they share with the shop, written once: a line that
 * names a demo `shop` is that shop's sample product, another product than the shop's item of
 * the same id. It is shown and kept like any line, but never reaches the shop's own catalogue
 * or order: it is not refreshed or priced from the catalogue, takes none of an item's stock,
 * and checkout refuses it. Cart and checkout ask these functions, never `shop` itself.
 * (Demo shops add nothing to the cart since issue 26; carts saved before may hold such lines.)
 */

type LineRef = Pick<CartItem, 'id' | 'shop'>;

/** The shop's own item a line is, by its id as the catalogue keys it; undefined for a demo line. */
export function catalogueItemId(line: LineRef): string | undefined {
  return line.shop === undefined ? String(line.id) : undefined;
}

/** Whether two lines are the same item of the shop's catalogue (never when either is a demo one). */
export function sameCatalogueItem(a: LineRef, b: LineRef): boolean {
  const id = catalogueItemId(a);
  return id !== undefined && id === catalogueItemId(b);
}

/** The lines, by index, that an order cannot carry: every demo shop's line. */
export function unorderableLines(lines: readonly LineRef[]): number[] {
  return lines.flatMap((line, index) => (catalogueItemId(line) === undefined ? [index] : []));
}

/** Where a line's product is shown: in its demo shop, else on the shop's product page. */
export function cartLinePath(line: LineRef): string {
  return line.shop ? `/${line.shop}/product/${line.id}` : `/product/${line.id}`;
}
