import type { DemoProduct } from './demo-entities';

/** What a product is, by its picture: /images/demo/products/gift-box-front.svg is a gift box. */
export function productMotif(product: Pick<DemoProduct, 'imgUrl'>): string | null {
  return /\/products\/([a-z-]+)-(?:front|angle|detail)\.svg$/.exec(product.imgUrl)?.[1] ?? null;
}

/**
 * What a demo product page suggests beside its product: the rule behind the mock paths
 * /api/frequently-bought-products and /api/related-products, kept here because the mock layer
 * answers with it and the tests check it, and neither may reach into a feature. The spec's two
 * lists were once one fixed list for every shop, so an apple of the grocery was "bought
 * together" with a charger and headphones (issue 38). Suggestions come from the product's own
 * shop, and only from its department: a shopper buys apples with bananas, milk and bread,
 * never with a phone. Within a department, "related" holds the same kind of thing (other
 * fruit: what one might take instead) and "bought together" the department's other kinds
 * (what goes in the same basket).
 *
 * A department is a list of kinds; a kind is the pictures (motifs) of one sort of product.
 */
const DEPARTMENTS: readonly (readonly (readonly string[])[])[] = [
  [
    ['apple', 'orange', 'banana'],
    ['carrot', 'tomato', 'broccoli'],
    ['milk', 'cheese', 'eggs'],
    ['bread'],
    ['juice'],
  ],
  [['phone', 'tablet'], ['laptop'], ['camera'], ['headphones', 'speaker'], ['watch']],
  [['dress', 'tshirt'], ['shoe'], ['bag', 'hat'], ['sunglasses', 'glasses']],
  [['sofa', 'chair'], ['bed'], ['lamp']],
  [['serum', 'cream'], ['lipstick'], ['perfume'], ['shampoo']],
  [['bouquet'], ['gift-box'], ['card'], ['teddy']],
  [['car'], ['bike']],
  [['guitar']],
];

/** At most this many in each row: a short row a thumb swipes through. */
export const SUGGESTIONS_LIMIT = 8;

/** What the rule reads of a product: its id and its picture (so it works on any language's). */
type Suggestible = Pick<DemoProduct, 'id' | 'imgUrl'>;

export type DemoSuggestions<P extends Suggestible = DemoProduct> = {
  boughtTogether: P[];
  related: P[];
};

function placeOf(motif: string | null) {
  if (motif === null) return null;
  for (const department of DEPARTMENTS) {
    const kind = department.find((motifs) => motifs.includes(motif));
    if (kind) return { department: department.flat(), kind };
  }
  return null;
}

/**
 * The suggestions for `product` among `shopProducts` (every product its shop shows, in any
 * order, repeats allowed: a product can sit in two of the shop's lists). The same kind of
 * thing comes first in "related" (other apples before oranges); each product appears once.
 */
export function suggestionsFor<P extends Suggestible>(
  product: Suggestible,
  shopProducts: readonly P[],
): DemoSuggestions<P> {
  const place = placeOf(productMotif(product));
  if (!place) return { boughtTogether: [], related: [] };
  const motif = productMotif(product);
  const seen = new Set<string>([String(product.id)]);
  const others = shopProducts.filter((candidate) => {
    const id = String(candidate.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const motifOf = (candidate: P) => productMotif(candidate) ?? '';
  const sameKind = others.filter((candidate) => place.kind.includes(motifOf(candidate)));
  const related = [
    ...sameKind.filter((candidate) => motifOf(candidate) === motif),
    ...sameKind.filter((candidate) => motifOf(candidate) !== motif),
  ];
  const boughtTogether = others.filter(
    (candidate) =>
      place.department.includes(motifOf(candidate)) && !place.kind.includes(motifOf(candidate)),
  );
  return {
    boughtTogether: boughtTogether.slice(0, SUGGESTIONS_LIMIT),
    related: related.slice(0, SUGGESTIONS_LIMIT),
  };
}
