import type { ReactNode } from 'react';
import { LoginFrame } from '../../../components/layout/login-frame';
import '../../../components/auth/auth.css';

export default async function LoginLayout({ children }: { children: ReactNode }) {
  return <LoginFrame>{children}</LoginFrame>;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
