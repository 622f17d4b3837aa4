import type { ReactNode } from 'react';
import { TextPageFrame } from '../../../components/layout/text-page-frame';

export default async function TextPageLayout({ children }: { children: ReactNode }) {
  return <TextPageFrame>{children}</TextPageFrame>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
