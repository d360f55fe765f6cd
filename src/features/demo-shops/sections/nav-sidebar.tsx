import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import type { DemoNavItem } from '@/contracts/demo/demo-entities';
import { NavTree } from './nav-tree';

type Props = {
  items: DemoNavItem[];
  /** The landmark's name ("Categories"), so it differs from the shop's main navigation. */
  label: string;
};

/**
 * A demo shop's category sidebar. On phones the tree sits behind one button, so a long list
 * does not push the shop's content below the fold; from tablets up (where the page puts it
 * in a column beside the content) it is always shown and the button is gone. Both are done
 * in CSS, so the server's render and the first browser render agree.
 */
export function NavSidebar({ items, label }: Props) {
  const { t } = useTranslation('demo-sections');
  const [open, setOpen] = useState(false);
  const treeId = useId();

  return (
    <Box component="nav" aria-label={label}>
      <Button
        variant="outlined"
        fullWidth
        aria-expanded={open}
        aria-controls={treeId}
        onClick={() => setOpen((value) => !value)}
        endIcon={
          <ExpandMoreRounded
            sx={{
              transform: open ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          />
        }
        sx={{ display: { xs: 'flex', md: 'none' }, minHeight: 44, justifyContent: 'space-between' }}
      >
        {t('nav.browse')}
      </Button>
      <Box
        id={treeId}
        sx={(theme) => ({
          display: open ? 'block' : 'none',
          mt: 1,
          [theme.breakpoints.up('md')]: { display: 'block', mt: 0 },
        })}
      >
        <NavTree items={items} />
      </Box>
    </Box>
  );
}
