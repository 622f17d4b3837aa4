import type { ReactNode } from 'react';
import { CabinetFrame } from '../../../../components/layout/cabinet-frame';

export default async function CabinetLayout({ children }: { children: ReactNode }) {
  return <CabinetFrame>{children}</CabinetFrame>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
