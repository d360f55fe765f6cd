import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import ShopLink from '@/components/ui/shop-link';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { focusRingSx } from './focus-ring';

type Props = {
  /** The search box: beside the logo on desktop, a full-width second row on phones. */
  search?: ReactNode;
  /** The account menu (all sizes). */
  account?: ReactNode;
  /** The cart button; phones reach the cart from the bottom navigation instead. */
  cart?: ReactNode;
  /** Pinned to the top of the viewport (the page was scrolled past the header). */
  fixed?: boolean;
  /** Height the header held in the page before it was pinned: the space stays reserved. */
  reservedHeight?: number;
  /** The wrapper that keeps the header's place in the page (for measuring). */
  placeRef?: Ref<HTMLDivElement>;
};

const slideIn = keyframes`
  from { transform: translateY(-100%); }
  to { transform: translateY(0); }
`;

export function Header({ search, account, cart, fixed = false, reservedHeight, placeRef }: Props) {
  const { t } = useTranslation(['common', 'layout']);

  return (
    <Box ref={placeRef} sx={{ height: fixed ? reservedHeight : undefined }}>
      <AppBar
        position={fixed ? 'fixed' : 'static'}
        color="inherit"
        elevation={fixed ? 4 : 0}
        sx={{
          ...focusRingSx,
          borderBottom: 1,
          borderColor: 'divider',
          animation: fixed ? `${slideIn} 200ms ease-out` : undefined,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
        data-fixed={fixed ? 'true' : 'false'}
        data-testid="site-header"
      >
        <Container>
          <Toolbar
            disableGutters
            sx={{
              flexWrap: { xs: 'wrap', md: 'nowrap' },
              columnGap: { xs: 1, md: 2 },
              minHeight: { xs: 60, md: 72 },
            }}
          >
            <Link
              component={ShopLink}
              href="/"
              aria-label={t('layout:header.homeLink')}
              color="inherit"
              underline="none"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, py: 1 }}
            >
              <Logo alt="" />
              <Typography
                component="span"
                variant="h4"
                noWrap
                sx={{ fontSize: { xs: '1.15rem', sm: undefined } }}
              >
                {t('common:shop.name')}
              </Typography>
            </Link>
            <Box
              sx={{
                order: { xs: 3, md: 0 },
                flexBasis: { xs: '100%', md: 'auto' },
                flexGrow: 1,
                minWidth: 0,
                display: 'flex',
                justifyContent: 'center',
                pb: { xs: 1.5, md: 0 },
              }}
            >
              {search}
            </Box>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                marginInlineStart: { xs: 'auto', md: 0 },
              }}
            >
              {account}
              {cart ? <Box sx={{ display: { xs: 'none', md: 'flex' } }}>{cart}</Box> : null}
              <LanguageSwitch />
            </Box>
          </Toolbar>
        </Container>
      </AppBar>
    </Box>
  );
}
