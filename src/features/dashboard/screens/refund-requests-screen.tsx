import { ListScreen } from '../components/list-screen';

export function RefundRequestsScreen() {
  return (
    <ListScreen
      screen="refund-requests"
      endpoint="/api/refund-requests"
      rowId={(row) => String(row.id)}
      initialSort={{ id: 'orderNo', desc: false }}
      columns={(kit) => [
        kit.code('orderNo', (row) => row.orderNo),
        kit.pictured(
          'customer',
          (row) => row.name,
          (row) => row.image,
        ),
        kit.text('shopName', (row) => row.shopName, { hideBelow: 'md' }),
        kit.money('amount', (row) => row.amount),
        kit.chip('status', (row) => row.status),
      ]}
    />
  );
}
