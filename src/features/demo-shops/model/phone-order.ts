import type { DemoSectionConfig } from './shop-config';

/**
 * Where each section stands on a phone (CSS `order`, by the section's index). Four or five
 * service cards stacked one per row fill a phone's first screen before a single product shows
 * (issue 26), so on phones a service list that comes before the shop's first products moves
 * to just after them; everything else keeps its place. The cards hold no links or buttons, so
 * moving them by CSS changes no keyboard order; wider screens keep the configured order.
 */
export function phoneOrder(sections: readonly DemoSectionConfig[]): number[] {
  const indices = sections.map((_, index) => index);
  const firstProducts = sections.findIndex((section) => section.kind === 'products');
  if (firstProducts < 0) return indices;
  const moves = (index: number) => index < firstProducts && sections[index]?.kind === 'services';
  const sequence = [
    ...indices.filter((index) => index <= firstProducts && !moves(index)),
    ...indices.filter(moves),
    ...indices.filter((index) => index > firstProducts),
  ];
  return indices.map((index) => sequence.indexOf(index));
}
