import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import type { DemoNavItem } from '@/contracts/demo/demo-entities';
import { DemoIconGlyph } from './demo-icon';
import { SampleText } from './sample-text';

type TreeProps = {
  items: DemoNavItem[];
  /** 0 for the top level; nested lists are indented under their parent. */
  depth?: number;
  id?: string;
  /** A collapsed branch stays in the page (its button points at it) but out of view. */
  hidden?: boolean;
};

/**
 * One level of the sidebar's links; a branch's children are a nested list of the same kind,
 * so the sample data can nest as deep as it likes.
 */
export function NavTree({ items, depth = 0, id, hidden }: TreeProps) {
  return (
    <Box
      component="ul"
      id={id}
      hidden={hidden}
      // No `display` here: it would override the `hidden` attribute and show a closed branch.
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        ...(depth > 0 && {
          marginInlineStart: 2.5,
          paddingInlineStart: 1,
          borderInlineStart: 1,
          borderColor: 'divider',
        }),
      }}
    >
      {items.map((item, index) => (
        // Titles and hrefs may repeat across branches; the place in this list does not.
        <NavNode key={`${index}-${item.href}`} item={item} depth={depth} />
      ))}
    </Box>
  );
}

function NavNode({ item, depth }: { item: DemoNavItem; depth: number }) {
  const { t } = useTranslation('demo-sections');
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const children = item.children ?? [];

  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box
          component={ShopLink}
          href={item.href}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            minHeight: 44,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            paddingInline: 1.5,
            paddingBlock: 1,
            borderRadius: 1,
            color: 'text.primary',
            textDecoration: 'none',
            fontWeight: depth === 0 ? 600 : 400,
            '&:hover': { bgcolor: 'action.hover', color: 'primary.dark' },
            '&:focus-visible': {
              outline: '3px solid',
              outlineColor: 'primary.dark',
              outlineOffset: -3,
            },
          }}
        >
          {item.icon ? (
            <DemoIconGlyph name={item.icon} fontSize="small" sx={{ color: 'text.secondary' }} />
          ) : null}
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            <SampleText>{item.title}</SampleText>
          </Box>
        </Box>
        {children.length > 0 ? (
          <IconButton
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={t(open ? 'nav.hideChildren' : 'nav.showChildren', { title: item.title })}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronRightRounded
              sx={{
                // Points at the text's end while closed (left in Arabic), down once open.
                transform: (theme) =>
                  `${theme.direction === 'rtl' ? 'scaleX(-1) ' : ''}rotate(${open ? 90 : 0}deg)`,
                transition: 'transform 150ms',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          </IconButton>
        ) : null}
      </Box>
      {children.length > 0 ? (
        <NavTree items={children} depth={depth + 1} id={childrenId} hidden={!open} />
      ) : null}
    </li>
  );
}
