import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import type { ReactNode } from 'react';

export type BottomNavItem = {
  key: string;
  label: string;
  icon: ReactNode;
  /** A page to go to, or… */
  href?: string;
  /** …something to open (a drawer). */
  onClick?: () => void;
  /** Called on pointer or focus: a chance to load what onClick opens. */
  onIntent?: () => void;
  /** The item's own fuller name when the visible label is not enough (a count). */
  ariaLabel?: string;
  active?: boolean;
};

export const BOTTOM_NAV_HEIGHT = 56;

/**
 * Other fixed bottom elements (the cookie notice) sit above the bar through this variable,
 * set only while a bottom navigation is on the page and only where it shows.
 */
export const BOTTOM_OFFSET_VAR = '--shop-bottom-offset';

/**
 * The phone's navigation along the bottom edge, within thumb reach; hidden from tablets in
 * landscape up, where the header holds everything. A spacer keeps the page end visible.
 */
export function BottomNav({ items, label }: { items: BottomNavItem[]; label: string }) {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          ':root': {
            [theme.breakpoints.down('md')]: {
              [BOTTOM_OFFSET_VAR]: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`,
            },
          },
        })}
      />
      <Box
        aria-hidden
        sx={{
          display: { xs: 'block', md: 'none' },
          height: `calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom))`,
        }}
      />
      <Paper
        component="nav"
        aria-label={label}
        elevation={8}
        square
        data-testid="bottom-nav"
        sx={{
          display: { xs: 'block', md: 'none' },
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          pb: 'env(safe-area-inset-bottom)',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="ul"
          sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, height: BOTTOM_NAV_HEIGHT }}
        >
          {items.map((item) => (
            <Box component="li" key={item.key} sx={{ flex: 1, display: 'flex' }}>
              <BottomNavButton item={item} />
            </Box>
          ))}
        </Box>
      </Paper>
    </>
  );
}

function BottomNavButton({ item }: { item: BottomNavItem }) {
  const common = {
    'aria-label': item.ariaLabel,
    onPointerEnter: item.onIntent,
    onFocus: item.onIntent,
    'data-testid': `bottom-nav-${item.key}`,
    sx: {
      flex: 1,
      flexDirection: 'column',
      gap: 0.25,
      color: item.active ? 'primary.dark' : 'text.secondary',
      fontWeight: item.active ? 700 : 400,
      '&.Mui-focusVisible': {
        outline: '2px solid',
        outlineColor: 'primary.dark',
        outlineOffset: -4,
      },
    },
  } as const;
  const content = (
    <>
      {item.icon}
      <Typography
        component="span"
        variant="caption"
        sx={{ fontWeight: 'inherit', lineHeight: 1.2 }}
      >
        {item.label}
      </Typography>
    </>
  );
  if (item.href) {
    return (
      <ButtonBase
        component={ShopLink}
        href={item.href}
        aria-current={item.active ? 'page' : undefined}
        {...common}
      >
        {content}
      </ButtonBase>
    );
  }
  return (
    <ButtonBase onClick={item.onClick} aria-haspopup="dialog" {...common}>
      {content}
    </ButtonBase>
  );
}
