import { defineRoute } from '@/server/http/define-route';
import { addComplaintPicture, createComplaint } from './complaint-service';
import { answerComplaint, listStaffComplaints } from './complaint-staff-service';
import { orderWithAnswers } from './order-details-service';

export const orderDetails = defineRoute('orderDetails', {
  summary:
    "One of the caller's orders; 404 for any other. With `delivered_at`, `complaint_until` (until when its lines may be complained about: the shop's window after delivery; null before delivery and once it has closed), and the caller's `reviews` and `complaints` of it with the shop's answers.",
  async handle({ db, user, locale, params }) {
    return { results: await orderWithAnswers(db, user.userId, params.id, locale) };
  },
});

export const orderComplaint = defineRoute('orderComplaint', {
  summary:
    'The shopper reports problems with lines of their delivered order, within the shop’s window after delivery (`complaint_window_hours`, 48 by default): each line once, with a reason, and a note. Answers the complaint, Pending; photos follow as uploads to /user/complaints/{id}/images. 404 for another’s order; 409 before delivery, after the window and for a line already complained about; 400 naming a line not of the order; 429 past the account’s complaints per hour.',
  async handle({ db, user, locale, params, body }) {
    const results = await createComplaint(db, user.userId, params.id, body, locale);
    return { results, message: 'ok.complaint_sent' };
  },
});

export const complaintImages = defineRoute('complaintImages', {
  summary:
    'A photo for the caller’s complaint: `multipart/form-data`, the file in `image`, at most 5 MiB (413); checked and re-encoded as product pictures are (JPEG, PNG or WebP by content, else 400) and served as WebP from /api/media/items/. At most 3 per complaint, only while it is Pending (409 otherwise); 404 for another’s complaint; counted against the account’s complaints per hour (429).',
  async handle({ db, user, locale, params, upload }) {
    const results = await addComplaintPicture(db, user.userId, params.id, upload.data, locale);
    return { results, message: 'ok.complaint_picture_added' };
  },
});

export const adminRefundRequests = defineRoute('adminRefundRequests', {
  summary:
    'Staff: complaints, newest first (`?status=` one of Pending, Processing, Accepted, Rejected), each with its customer (name, phone), order (number, total, delivery time), lines (product in the caller’s language, reason, line total), photos, the answer so far, and `next_statuses`.',
  async handle({ db, locale, query, paging }) {
    const page = await listStaffComplaints(db, query.status, locale, paging);
    return { results: page.complaints, total: page.total };
  },
});

export const adminRefundRequestUpdate = defineRoute('adminRefundRequestUpdate', {
  summary:
    'Staff take a complaint up (Processing) or answer it: Accepted with a `remedy` (`credit` off the shopper’s next orders, `cash_refund` handed back by the driver at their next delivery, both with an `amount` of at most the complained lines’ total, else 400; or `replacement`), or Rejected. `note` is the answer the shopper reads. An answer is final: 409 for a move not in `next_statuses` (of two staff answering at once, one does). The shopper is told once it is answered; audited as `complaint.answer`.',
  async handle({ db, user, locale, params, body }) {
    const results = await answerComplaint(db, params.id, body, {
      userId: user.userId,
      role: user.role,
      locale,
    });
    return { results, message: 'ok.complaint_answered' };
  },
});
