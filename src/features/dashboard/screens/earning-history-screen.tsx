import { ListScreen } from '../components/list-screen';

export function EarningHistoryScreen() {
  return (
    <ListScreen
      screen="earning-history"
      endpoint="/api/earning-history"
      rowId={(row) => String(row.no)}
      initialSort={{ id: 'date', desc: true }}
      columns={(kit) => [
        kit.count('no', (row) => row.no, { align: 'start' }),
        kit.date('date', (row) => row.date),
        kit.code('orderNo', (row) => row.orderNo),
        kit.text('shopName', (row) => row.shopName),
        kit.money('sellerEarning', (row) => row.sellerEarning),
        kit.money('adminCommission', (row) => row.adminCommission),
      ]}
    />
  );
}
