import { ListScreen } from '../components/list-screen';

export function PackagePaymentsScreen() {
  return (
    <ListScreen
      screen="package-payments"
      endpoint="/api/package-payments"
      rowId={(row) => String(row.no)}
      initialSort={{ id: 'date', desc: true }}
      columns={(kit) => [
        kit.count('no', (row) => row.no, { align: 'start' }),
        kit.date('date', (row) => row.date),
        kit.text('seller', (row) => row.seller),
        kit.chip('package', (row) => row.package),
        kit.money('amount', (row) => row.amount),
        kit.chip('payment', (row) => row.payment),
      ]}
    />
  );
}
