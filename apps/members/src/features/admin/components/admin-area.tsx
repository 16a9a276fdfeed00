import type { ReactNode } from 'react';
import { InjectFeature } from '../../../app/lazy-feature';
import { AdminOnly } from '../../auth';
import { adminFeature } from '../admin.feature';

/** An admin page: only admins get in, and the admin state and saga join the store with it. */
export function AdminArea({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminOnly title={title}>
      <InjectFeature feature={adminFeature}>{children}</InjectFeature>
    </AdminOnly>
  );
}
