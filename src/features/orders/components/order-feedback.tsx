import dynamic from 'next/dynamic';

// Stars, a review form, the complaint dialog and photo uploads concern delivered orders only:
// their code loads, as one chunk (feedback-parts.ts), when such an order is shown, not with
// every order page. The order itself is fetched in the browser, so ssr loses nothing.
const loadParts = () => import('./feedback-parts');
export const LineReview = dynamic(() => loadParts().then((parts) => parts.LineReview), {
  ssr: false,
});
export const OrderComplaints = dynamic(() => loadParts().then((parts) => parts.OrderComplaints), {
  ssr: false,
});
