import { ListScreen } from '../components/list-screen';

export function CustomersScreen() {
  return (
    <ListScreen
      screen="customers"
      endpoint="/api/customers"
      rowId={(row) => String(row.id)}
      initialSort={{ id: 'name', desc: false }}
      columns={(kit) => [
        kit.pictured(
          'name',
          (row) => row.name,
          (row) => row.image,
        ),
        kit.code('phone', (row) => row.phone),
        kit.text('email', (row) => row.email, { hideBelow: 'md' }),
        kit.money('balance', (row) => row.balance),
        kit.count('orders', (row) => row.orders),
      ]}
    />
  );
}
