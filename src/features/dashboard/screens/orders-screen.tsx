import { ListScreen } from '../components/list-screen';

export function OrdersScreen() {
  return (
    <ListScreen
      screen="orders"
      endpoint="/api/orders"
      rowId={(row) => row.id}
      initialSort={{ id: 'purchaseDate', desc: true }}
      columns={(kit) => [
        kit.code('orderId', (row) => row.id),
        kit.count('qty', (row) => row.qty),
        kit.date('purchaseDate', (row) => row.purchaseDate),
        kit.text('billingAddress', (row) => row.billingAddress, { hideBelow: 'md' }),
        kit.money('amount', (row) => row.amount),
        kit.chip('status', (row) => row.status),
      ]}
    />
  );
}
