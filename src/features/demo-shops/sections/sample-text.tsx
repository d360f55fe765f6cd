import type { ReactNode } from 'react';

/**
 * Text that comes from the sample data as it is (English copy, also on Arabic pages).
 * Isolated from the page's direction so "48 products" and a closing full stop keep their
 * order inside a right-to-left line, while the line itself stays aligned with the page.
 */
export function SampleText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
