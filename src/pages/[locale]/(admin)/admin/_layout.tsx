import type { ReactNode } from 'react';
import '../../../../components/admin/admin.css';
import { AdminFrame } from '../../../../components/layout/admin-frame';

export default async function AdminLayout({ children }: { children: ReactNode }) {
  return <AdminFrame>{children}</AdminFrame>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
