import type { ReactNode } from 'react';

/**
 * Text that comes from the sample data (in the page's language since issue 26, with brand
 * and model names in Latin letters inside Arabic ones: "هاتف Nova X الذكي"). Isolated from
 * the surrounding line, so a mixed title and a closing full stop keep their order, while the
 * line itself stays aligned with the page.
 */
export function SampleText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
