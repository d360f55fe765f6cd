import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type AmountRow = { id: string; label: string; value: string };

type Props = {
  rows: readonly AmountRow[];
  /** Each amount's test id is `${testIdPrefix}-${row.id}`. */
  testIdPrefix: string;
};

/**
 * Money lines as a description list (label, then amount at the line's end); the last line
 * is the total and reads larger. Checkout and the order page both show their totals this way.
 */
export function AmountList({ rows, testIdPrefix }: Props) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}
    >
      {rows.map(({ id, label, value }, index) => {
        const strong = index === rows.length - 1;
        return (
          <Box key={id} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant={strong ? 'h5' : 'body1'}
              color={strong ? 'text.primary' : 'text.secondary'}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              variant={strong ? 'h5' : 'body1'}
              sx={{ m: 0, textAlign: 'end' }}
              data-testid={`${testIdPrefix}-${id}`}
            >
              {value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
