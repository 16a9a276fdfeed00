import { capitalise } from '../format/safe-read';

export type DealStatusIcon = 'spinner' | 'approved' | 'rejected';

export interface DealStatusDisplay {
  readonly label: string;
  readonly icon: DealStatusIcon;
  /** Pending and unknown deals are greyed out and cannot be opened. */
  readonly canOpen: boolean;
}

/**
 * How a deal list shows an effective status (see docs/flows/statuses-and-votes.md): pending
 * as "Processing" with a spinner, accepted as "Approved!",
 * rejected as "Rejected", anything else capitalised with the rejected icon.
 */
export function dealStatusDisplay(status: unknown): DealStatusDisplay {
  const value = typeof status === 'string' ? status.trim() : '';
  switch (value.toLowerCase()) {
    case 'pending':
      return { label: 'Processing', icon: 'spinner', canOpen: false };
    case 'accepted':
      return { label: 'Approved!', icon: 'approved', canOpen: true };
    case 'rejected':
      return { label: 'Rejected', icon: 'rejected', canOpen: true };
    default:
      return { label: capitalise(value), icon: 'rejected', canOpen: false };
  }
}
