import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  /** Lets a section move focus to its heading (after paging), which also scrolls to it. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A home or product page section's heading (h2), its line of context and a "see all". */
export function SectionHeader({ id, title, subtitle, action, headingRef }: Props) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      <div>
        <Typography
          id={id}
          ref={headingRef}
          component="h2"
          variant="h2"
          tabIndex={headingRef ? -1 : undefined}
          sx={{ scrollMarginTop: 96, '&:focus': { outline: 'none' } }}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </div>
      {action}
    </Box>
  );
}
