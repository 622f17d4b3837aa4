import type { ReactNode } from 'react';
import '../styles/global.css';
import '../components/ui/ui.css';

export default async function AppLayout({ children }: { children: ReactNode }) {
  return children;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
