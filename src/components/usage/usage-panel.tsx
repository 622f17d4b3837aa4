'use client';

import { useState } from 'react';
import {
  fill,
  formatDateTime,
  formatNumber,
  formatRub,
  kopecksFromRubInput,
  type ModelNames,
  numberFormat,
} from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import type { BalanceTexts } from '../balance/balance-texts';
import { SpendingChart } from '../balance/spending-chart';
import { usageName } from '../balance/usage-name';
import { EmptyState } from '../ui/empty-state';
import { InlineEdit } from '../ui/inline-edit';
import { ProgressBar } from '../ui/progress-bar';
import {
  callApi,
  reportPath,
  type SpendingAlert,
  type SpendingReport,
  type SpendingRow,
  type UsageMember,
  type UsageStart,
} from './usage-api';
import type { UsageTexts } from './usage-texts';

type Props = {
  locale: string;
  texts: UsageTexts;
  balanceTexts: BalanceTexts;
  modelNames: ModelNames;
  start: UsageStart;
};

/**
 * The cabinet's usage page (decision 229): this month against last, the 30-day chart by model,
 * each member's month against their limit (the owner edits limits in place), then spending by
 * model and by API key or studio, each downloadable as CSV. Members see their own spending only.
 */
export function UsagePanel({ locale, texts, balanceTexts, modelNames, start }: Props) {
  const { byMember, byModel, byKey, lastMonth, series, period } = start;
  const hydrated = useHydrated();
  if (!byMember) {
    return <EmptyState kind="error" title={texts.loadFailed} testId="usage-failed" />;
  }
  const isOwner = start.role === 'owner';
  const total = byMember.totalKopecks;
  const last = lastMonth?.totalKopecks;
  const change =
    last !== undefined && last > 0
      ? fill(texts.change, {
          percent: numberFormat(locale, {
            style: 'percent',
            signDisplay: 'exceptZero',
            maximumFractionDigits: 0,
          }).format((total - last) / last),
        })
      : null;
  const money = (kopecks: number) => formatRub(kopecks, locale);
  const keyName = (row: SpendingRow) => {
    const studios: Record<string, string> = {
      'studio:text': texts.studioText,
      'studio:image': texts.studioImage,
      'studio:midjourney': texts.studioMidjourney,
      other: texts.other,
    };
    return studios[row.key] ?? row.label;
  };
  return (
    <div
      className="balance-page usage-page"
      data-testid="usage-panel"
      data-hydrated={hydrated || undefined}
    >
      {start.alerts && start.alerts.length > 0 && (
        <AlertsNotice locale={locale} texts={texts} start={start} alerts={start.alerts} />
      )}
      <section className="usage-figures" aria-label={texts.title}>
        <div className="usage-figure">
          <h2>{texts.thisMonth}</h2>
          <p className="balance-amount" data-testid="usage-this-month">
            {money(total)}
          </p>
          {change && <p className="muted">{change}</p>}
        </div>
        {last !== undefined && (
          <div className="usage-figure">
            <h2>{texts.lastMonth}</h2>
            <p className="balance-amount" data-testid="usage-last-month">
              {money(last)}
            </p>
          </div>
        )}
      </section>
      {!isOwner && <p className="muted">{texts.ownOnly}</p>}
      {/* The 30-day series is the team's: the owner's view only (a member sees their own). */}
      {series && isOwner && (
        <SpendingChart
          spending={series}
          locale={locale}
          texts={balanceTexts}
          modelNames={modelNames}
        />
      )}
      {start.alerts && start.alerts.length > 0 && (
        <AlertsSection locale={locale} texts={texts} start={start} alerts={start.alerts} />
      )}
      <MembersSection
        locale={locale}
        texts={texts}
        start={start}
        report={byMember}
        isOwner={isOwner}
      />
      {byModel && (
        <ReportSection
          id="usage-models"
          title={texts.modelsTitle}
          column={texts.colModel}
          report={byModel}
          name={(row) => usageName(row.key, modelNames, balanceTexts)}
          groupBy="model"
          period={period}
          locale={locale}
          texts={texts}
        />
      )}
      {byKey && (
        <ReportSection
          id="usage-keys"
          title={texts.keysTitle}
          column={texts.colKey}
          report={byKey}
          name={keyName}
          groupBy="key"
          period={period}
          locale={locale}
          texts={texts}
        />
      )}
    </div>
  );
}

type AlertProps = {
  locale: string;
  texts: UsageTexts;
  start: UsageStart;
  alerts: SpendingAlert[];
};

/** What one alert says: the team's share of its month, its low balance, or a member's limit. */
function alertText(alert: SpendingAlert, { locale, texts, start }: Omit<AlertProps, 'alerts'>) {
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    (alert.percent ?? 0) / 100,
  );
  if (alert.kind === 'low_balance') {
    const mark = start.lowBalanceKopecks;
    return typeof mark === 'number'
      ? fill(texts.alertLowBalance, { amount: formatRub(mark, locale) })
      : texts.alertLowBalancePlain;
  }
  if (alert.kind === 'team') return fill(texts.alertTeam, { percent });
  if (alert.userId === start.userId) return fill(texts.alertOwn, { percent });
  const member = start.members?.find((one) => one.id === alert.userId);
  const name = member ? member.name || member.email : texts.unknown;
  return fill(texts.alertMember, { name, percent });
}

/** The notice at the top of the page: how many alerts this month and the newest one. */
function AlertsNotice({ alerts, ...props }: AlertProps) {
  const { locale, texts } = props;
  return (
    <div className="usage-alerts-notice" role="status" data-testid="usage-alerts-notice">
      <p>
        {fill(texts.alertsNotice, {
          count: formatNumber(alerts.length, locale),
          latest: alertText(alerts[0] as SpendingAlert, props),
        })}
      </p>
      <a href="#usage-alerts">{texts.alertsShow}</a>
    </div>
  );
}

/** This month's alerts, newest first, each with when it was sent. */
function AlertsSection({ alerts, ...props }: AlertProps) {
  const { locale, texts } = props;
  return (
    <section className="balance-section" aria-labelledby="usage-alerts" data-testid="usage-alerts">
      <h2 id="usage-alerts" tabIndex={-1}>
        {texts.alertsTitle}
      </h2>
      <ul className="usage-alerts">
        {alerts.map((alert) => (
          <li
            key={`${alert.kind}-${alert.userId ?? ''}-${alert.percent ?? ''}-${alert.createdAt}`}
            className="usage-alert"
            data-testid="usage-alert"
            data-kind={alert.kind}
          >
            <span>{alertText(alert, props)}</span>
            <time className="muted" dateTime={alert.createdAt}>
              {formatDateTime(alert.createdAt, locale)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A CSV of this month's report grouped as the section is, fetched with `Accept: text/csv`. */
function CsvButton({
  groupBy,
  period,
  texts,
  section,
}: {
  groupBy: string;
  period: UsageStart['period'];
  texts: UsageTexts;
  section: string;
}) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      const res = await fetch(`/api${reportPath(period.from, period.to, groupBy)}`, {
        headers: { Accept: 'text/csv' },
      });
      if (!res.ok) throw new Error(String(res.status));
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `spending-${groupBy}-${period.from}-${period.to}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-small"
        onClick={download}
        aria-label={`${texts.csv}: ${section}`}
        data-testid={`usage-csv-${groupBy}`}
      >
        {texts.csv}
      </button>
      {failed && (
        <p className="field-error" role="alert">
          {texts.csvFailed}
        </p>
      )}
    </>
  );
}

function SectionHead(props: {
  id: string;
  title: string;
  groupBy: string;
  period: UsageStart['period'];
  texts: UsageTexts;
}) {
  return (
    <div className="usage-section-head">
      <h2 id={props.id}>{props.title}</h2>
      <CsvButton
        groupBy={props.groupBy}
        period={props.period}
        texts={props.texts}
        section={props.title}
      />
    </div>
  );
}

/** Spending by model or by key: name, spent, tokens in / out and the number of requests. */
function ReportSection(props: {
  id: string;
  title: string;
  column: string;
  report: SpendingReport;
  name: (row: SpendingRow) => string;
  groupBy: string;
  period: UsageStart['period'];
  locale: string;
  texts: UsageTexts;
}) {
  const { report, locale, texts } = props;
  return (
    <section className="balance-section" aria-labelledby={props.id} data-testid={props.id}>
      <SectionHead {...props} />
      {report.rows.length === 0 ? (
        <p className="muted">{texts.empty}</p>
      ) : (
        <div className="usage-scroll">
          <table className="balance-table usage-table">
            <thead>
              <tr>
                <th scope="col">{props.column}</th>
                <th scope="col">{texts.colSpent}</th>
                <th scope="col">{texts.colTokens}</th>
                <th scope="col">{texts.colCount}</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row) => (
                <tr key={row.key} data-testid={`${props.id}-row`} data-key={row.key}>
                  <th scope="row">{props.name(row)}</th>
                  <td className="balance-debit">{formatRub(row.kopecks, locale)}</td>
                  <td className="usage-number">
                    {formatNumber(row.inputTokens, locale)} /{' '}
                    {formatNumber(row.outputTokens, locale)}
                  </td>
                  <td className="usage-number">{formatNumber(row.count, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Each member's month: their limit (the owner edits it in place), what they spent, a bar. */
function MembersSection({
  locale,
  texts,
  start,
  report,
  isOwner,
}: {
  locale: string;
  texts: UsageTexts;
  start: UsageStart;
  report: SpendingReport;
  isOwner: boolean;
}) {
  const spent = new Map(report.rows.map((row) => [row.key, row]));
  const [members, setMembers] = useState<UsageMember[]>(() => {
    const listed = start.members ?? [];
    const shown = isOwner ? listed : listed.filter((member) => member.id === start.userId);
    // Spending by someone no longer listed (they left the team) still shows, by name.
    const known = new Set(shown.map((member) => member.id));
    const gone = report.rows
      .filter((row) => !known.has(row.key))
      .map((row) => ({ id: row.key, name: row.label, email: '', role: 'member' as const }));
    return [...shown, ...gone];
  });
  const [editing, setEditing] = useState<string | null>(null);
  const top = Math.max(1, ...report.rows.map((row) => row.kopecks));
  const save = async (member: UsageMember, value: string) => {
    const limit = value === '' ? null : kopecksFromRubInput(value);
    if (limit === null && value !== '') return texts.limitInvalid;
    const res = await callApi(`/v1/entity/members/${member.id}`, 'PATCH', {
      monthlyLimitKopecks: limit,
    });
    if (!res.ok) return res.message ?? texts.limitFailed;
    setMembers((all) =>
      all.map((m) => (m.id === member.id ? { ...m, monthlyLimitKopecks: limit } : m)),
    );
    return undefined;
  };
  return (
    <section
      className="balance-section"
      aria-labelledby="usage-members"
      data-testid="usage-members"
    >
      <SectionHead
        id="usage-members"
        title={texts.membersTitle}
        groupBy="member"
        period={start.period}
        texts={texts}
      />
      <ul className="usage-members">
        {members.map((member) => {
          const row = spent.get(member.id);
          const kopecks = row?.kopecks ?? 0;
          const limit = member.monthlyLimitKopecks ?? null;
          const name = member.name || member.email;
          const canEdit = isOwner && member.role !== 'owner';
          return (
            <li key={member.id} className="usage-member" data-testid="usage-member">
              <div className="usage-member-line">
                <strong>{name}</strong>
                <span className="balance-debit" data-testid="usage-member-spent">
                  {limit === null
                    ? formatRub(kopecks, locale)
                    : fill(texts.ofLimit, {
                        spent: formatRub(kopecks, locale),
                        limit: formatRub(limit, locale),
                      })}
                </span>
              </div>
              <ProgressBar
                label={fill(texts.barLabel, { name })}
                value={kopecks}
                // A limit of nothing is full at once (a bar of max 0 would read as "unknown").
                max={limit === null ? top : Math.max(limit, 1)}
                testId="usage-member-bar"
              />
              {editing === member.id ? (
                <InlineEdit
                  id={`usage-limit-${member.id}`}
                  label={fill(texts.limitLabel, { name })}
                  saveLabel={texts.limitSave}
                  cancelLabel={texts.limitCancel}
                  saveTestId="usage-limit-save"
                  onSave={(value) => save(member, value)}
                  onClose={() => setEditing(null)}
                  control={(p) => (
                    <input
                      {...p}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      defaultValue={limit === null ? '' : String(Math.trunc(limit / 100))}
                      data-testid="usage-limit-input"
                    />
                  )}
                />
              ) : (
                <p className="usage-member-limit muted">
                  <span>
                    {texts.colLimit}:{' '}
                    <span data-testid="usage-member-limit">
                      {limit === null ? texts.noLimit : formatRub(limit, locale)}
                    </span>
                  </span>
                  {canEdit && (
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => setEditing(member.id)}
                      aria-label={`${texts.limitEdit}: ${name}`}
                      data-testid="usage-limit-edit"
                    >
                      {texts.limitEdit}
                    </button>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
