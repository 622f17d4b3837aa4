/** The console's answers as the islands read them (api/src/admin). */
export type AdminUser = {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  lastSeenAt: string | null;
  blockedAt: string | null;
  team: { id: string; name: string; balanceKopecks: number };
};

export type AdminTeam = {
  id: string;
  name: string;
  balanceKopecks: number;
  createdAt: string;
  members: { id: string; email: string; name: string; role: 'owner' | 'member' }[];
};

export type AdminLedgerRow = {
  id: string;
  kind: string;
  amountKopecks: number;
  ref: string | null;
  createdAt: string;
  userEmail: string | null;
  reason: string | null;
  operator: string | null;
  /** A usage row's model and, for a call through the OpenAI-compatible api, its key's name. */
  model: string | null;
  apiKeyName: string | null;
};

export type AdminPromo = {
  code: string;
  amountKopecks: number;
  days: number;
  maxRedemptions: number | null;
  redemptions: number;
  expiresAt: string | null;
  disabledAt: string | null;
  createdAt: string;
};

export type ModelPrices = {
  inputKopecksPerMillion: number;
  outputKopecksPerMillion: number;
  kopecksPerImage?: number;
};

export type AdminModel = {
  id: string;
  enabled: boolean;
  name: string;
  nameOverride: string | null;
  defaultName: { en: string; ru: string };
  prices: ModelPrices;
  defaultPrices: ModelPrices;
};

export type AuditEntry = {
  id: string;
  operator: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  createdAt: string;
};

export type AdminStats = {
  from: string;
  to: string;
  totals: {
    revenueKopecks: number;
    payments: number;
    spendKopecks: number;
    activeUsers: number;
    newUsers: number;
  };
  days: { day: string; revenueKopecks: number; spendKopecks: number; activeUsers: number }[];
  spendByModel: { model: string; spendKopecks: number }[];
  topSpenders: { entityId: string; name: string; spendKopecks: number }[];
};
