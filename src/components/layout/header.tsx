import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

type Props = {
  /** The search box (storefront issue); the space is reserved so the header never reflows. */
  search?: ReactNode;
  /** Account and cart controls, placed before the language switch. */
  actions?: ReactNode;
};

export function Header({ search, actions }: Props) {
  const { t } = useTranslation(['common', 'layout']);

  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <Link
            component={NextLink}
            href="/"
            aria-label={t('layout:header.homeLink')}
            color="inherit"
            underline="none"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Logo alt="" />
            <Typography component="span" variant="h4" sx={{ whiteSpace: 'nowrap' }}>
              {t('common:shop.name')}
            </Typography>
          </Link>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>{search}</Box>
          {actions}
          <LanguageSwitch />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
