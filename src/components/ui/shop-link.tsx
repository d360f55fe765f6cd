// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place it is wrapped
import NextLink from 'next/link';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof NextLink>;

/**
 * Every in-app link of the shop: next/link without prefetching what scrolls into view. Next's
 * default loads and runs the code of every page a visible link points to (the home page's 40
 * cards, the header's, the footer's and the phone navigation's links) while the page is still
 * starting; on a cheap phone on a slow line that is data and main-thread time spent on pages
 * the shopper may never open, in the window where their first taps wait (issue 42,
 * docs/performance.md). A link still prefetches on intent: the pointer over it, or a finger
 * on it just before the tap (next/link does both whatever `prefetch` says).
 */
export default function ShopLink({ prefetch = false, ...props }: Props) {
  return <NextLink prefetch={prefetch} {...props} />;
}
