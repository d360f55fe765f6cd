import { useRouter } from 'next/router';
import { complaintStatusFrom } from '../refunds/complaint-model';
import { ComplaintsScreen } from '../refunds/complaints-screen';

/** /dashboard/refund-requests: the shoppers' complaints, answered from a phone (issue 45). */
export function RefundRequestsScreen() {
  // ?status= comes from the overview's link (open complaints).
  const { query } = useRouter();
  return <ComplaintsScreen initialStatus={complaintStatusFrom(query)} />;
}
