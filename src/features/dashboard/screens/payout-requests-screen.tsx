import { ListScreen } from '../components/list-screen';

export function PayoutRequestsScreen() {
  return (
    <ListScreen
      screen="payout-requests"
      endpoint="/api/payout-requests"
      rowId={(row) => String(row.no)}
      initialSort={{ id: 'date', desc: true }}
      columns={(kit) => [
        kit.count('no', (row) => row.no, { align: 'start' }),
        kit.date('date', (row) => row.date),
        kit.text('seller', (row) => row.seller),
        kit.text('shopName', (row) => row.shopName, { hideBelow: 'md' }),
        kit.money('totalAmount', (row) => row.totalAmount, { hideBelow: 'md' }),
        kit.money('requestAmount', (row) => row.requestAmount),
        kit.chip('status', (row) => row.status),
      ]}
    />
  );
}
