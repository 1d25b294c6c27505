/** Badge colours of the service areas' statuses: waiting for staff amber, in progress blue, done green, refused red. */
type Tone = 'gray' | 'blue' | 'green' | 'amber' | 'red';

const tone =
  (map: Record<string, Tone>) =>
  (status: string): Tone =>
    map[status] ?? 'gray';

export const afterSaleTone = tone({
  pending: 'amber',
  returning: 'amber',
  approved: 'blue',
  completed: 'green',
  rejected: 'red',
});
export const invoiceTone = tone({ applying: 'amber', issued: 'green', rejected: 'red' });
export const creditAppTone = tone({ pending: 'amber', approved: 'green', rejected: 'red' });
export const verificationTone = tone({ pending: 'amber', approved: 'green', rejected: 'red' });
export const feedbackTone = (f: { unread: boolean; status: string; statusLabel: string }): Tone =>
  f.unread ? 'amber' : f.status === 'adopted' ? 'green' : f.statusLabel === '已回复' ? 'blue' : 'gray';
export const licenceTone = tone({
  pending: 'amber',
  approved: 'green',
  not_yet_valid: 'amber',
  rejected: 'red',
  revoked: 'red',
  expired: 'red',
});
export const refundTone = tone({ requested: 'amber', processing: 'blue', succeeded: 'green', failed: 'red' });
