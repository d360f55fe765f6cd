import { styled } from '@mui/material/styles';

/*
 * The header search's keyword box and category list as plain styled elements. MUI's InputBase
 * and NativeSelect would bring FormControl, the autosizing textarea and the input machinery to
 * every page's first load for two fields that need none of it (docs/adr/0006-performance.md).
 */

export const SearchInput = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: theme.spacing(0, 2),
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  // The form's ring shows focus (header-search.tsx); the browser's clear button stays.
  '&::-webkit-search-decoration': { appearance: 'none' },
  // Vendor forms only: the standard ::placeholder breaks stylis' RTL pass on the server.
  '&::-webkit-input-placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  '&::-moz-placeholder': { color: theme.palette.text.secondary, opacity: 1 },
}));

export const CategorySelect = styled('select')(({ theme }) => ({
  maxWidth: 170,
  minHeight: 40,
  padding: theme.spacing(0, 0.5),
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, borderRadius: 4 },
}));
