import type { ReactNode } from 'react';
import { BuildWatcher } from '../../components/islands/build-watcher';
import { LocaleProvider } from '../../i18n/locale-context';
import { getRequestContext } from '../../lib/request-context.server';

export default async function LocaleLayout({ children }: { children: ReactNode }) {
  const { locale } = getRequestContext();
  return (
    <LocaleProvider locale={locale}>
      {children}
      <BuildWatcher />
    </LocaleProvider>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
