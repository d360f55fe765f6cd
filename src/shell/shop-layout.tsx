import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';

/** The storefront's frame: header, the page as the main landmark, footer. */
export function ShopLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('header.skipToContent')}</SkipLink>
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
