'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import {
  filterZones,
  type ZoneRegion,
  zoneOptions,
  zoneRegions,
} from '../../lib/settings/time-zones';
import { SearchField } from '../ui/search-field';
import { Select } from '../ui/select';

type Props = {
  value: string;
  locale: string;
  label: string;
  searchLabel: string;
  regions: Record<ZoneRegion, string>;
  onChange: (zone: string) => void;
};

/**
 * The account's time zone: the platform's zones named in the page's language and grouped by
 * region (never 400 raw ids), with a search box that narrows the list by name, city or id.
 */
export function TimeZoneField({ value, locale, label, searchLabel, regions, onChange }: Props) {
  const id = useId();
  const [ids, setIds] = useState<readonly string[]>([value]);
  const [query, setQuery] = useState('');
  // The list is the browser's own (Intl), read once hydrated; the server renders the chosen zone.
  useEffect(() => {
    setIds(Intl.supportedValuesOf?.('timeZone') ?? [value]);
  }, [value]);
  const options = useMemo(
    () => zoneOptions(ids.includes(value) ? ids : [value, ...ids], locale),
    [ids, value, locale],
  );
  const shown = filterZones(options, query, value);
  return (
    <div className="settings-field time-zone-field">
      <label htmlFor={`${id}-zone`}>{label}</label>
      <SearchField
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-testid="setting-time-zone-search"
      />
      <Select
        id={`${id}-zone`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="setting-time-zone"
      >
        {zoneRegions.map((region) => {
          const inRegion = shown.filter((zone) => zone.region === region);
          return inRegion.length === 0 ? null : (
            <optgroup key={region} label={regions[region]}>
              {inRegion.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
          );
        })}
      </Select>
    </div>
  );
}
