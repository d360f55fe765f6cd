import { styled } from '@mui/material/styles';

export const MAIN_CONTENT_ID = 'main-content';

/** Keyboard users jump past the header; it is visible only while focused. */
export const SkipLink = styled('a')(({ theme }) => ({
  position: 'absolute',
  insetInlineStart: theme.spacing(1),
  top: theme.spacing(-6),
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '&:focus': { top: theme.spacing(1) },
}));
