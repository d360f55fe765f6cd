import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';

type Props = {
  name: string;
  username: string;
  /** A seller or admin: the menu leads to the dashboard too. */
  canManage?: boolean;
};

const loadMenu = () => import('./account-menu-list');
const AccountMenuList = dynamic(loadMenu, { ssr: false });

/**
 * The signed-in shopper's avatar button. The menu itself is loaded on the first hover, focus
 * or press, so it is ready by the click without weighing on every page's first load.
 */
export function AccountMenuButton({ name, username, canManage = false }: Props) {
  const { t } = useTranslation('account-menu');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing can play its transition.
  const [opened, setOpened] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase();
  const warm = () => void loadMenu();

  return (
    <>
      <IconButton
        aria-label={t('open', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        data-testid="account-menu"
      >
        {/* The initial in a circle, as MUI's Avatar draws it without its 1.2 kB. */}
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 32,
            height: 32,
            borderRadius: '50%',
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            fontSize: 16,
          }}
        >
          {initial}
        </Box>
      </IconButton>
      {opened ? (
        <AccountMenuList
          id={menuId}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          name={name}
          username={username}
          canManage={canManage}
        />
      ) : null}
    </>
  );
}
