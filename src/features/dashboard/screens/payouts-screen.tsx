import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ListScreen } from '../components/list-screen';
import { RowPicture } from '../components/row-picture';

export function PayoutsScreen() {
  return (
    <ListScreen
      screen="payouts"
      endpoint="/api/payouts"
      rowId={(row) => String(row.no)}
      initialSort={{ id: 'date', desc: true }}
      columns={(kit) => [
        kit.count('no', (row) => row.no, { align: 'start' }),
        kit.text('seller', (row) => `${row.sellerInfo.name} ${row.sellerInfo.shopName}`, {
          cell: (row) => (
            <RowPicture src={row.sellerInfo.image}>
              <Box>
                <Typography variant="body2">{row.sellerInfo.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.sellerInfo.shopName}
                </Typography>
              </Box>
            </RowPicture>
          ),
        }),
        kit.date('date', (row) => row.date),
        kit.money('amount', (row) => row.amount),
        kit.chip('payment', (row) => row.payment),
      ]}
    />
  );
}
