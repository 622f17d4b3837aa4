'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { DateOptions } from './date';

const AccountDatesContext = createContext<DateOptions>({});

/**
 * The account's time zone and date setting for every date its pages write: the screen's frame
 * (src/components/layout/screen.tsx) reads them from the session once, and each island's dates
 * follow them through `useAccountDates` instead of each page passing them down.
 */
export function AccountDates({ value, children }: { value: DateOptions; children: ReactNode }) {
  return <AccountDatesContext value={value}>{children}</AccountDatesContext>;
}

/** The options to pass to formatDateTime/formatDay: Moscow and the language's way when unset. */
export function useAccountDates(): DateOptions {
  return useContext(AccountDatesContext);
}
