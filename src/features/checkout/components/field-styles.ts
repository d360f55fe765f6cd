/**
 * A focused field's label in the primary colour's dark shade: the light orange on white
 * fails AA contrast for text. (Belongs in the theme's MuiInputLabel override; until it is
 * there, the fields of this feature set it themselves.)
 */
export const READABLE_FOCUS = {
  '& .MuiInputLabel-root.Mui-focused': { color: 'primary.dark' },
} as const;
