/** The regions the time-zone list is grouped by, in the order shown. */
export const zoneRegions = ['europe', 'asia', 'america', 'africa', 'australia', 'other'] as const;
export type ZoneRegion = (typeof zoneRegions)[number];

/** One zone as a person reads it: its offset, its name in their language, and its city. */
export type ZoneOption = { id: string; region: ZoneRegion; label: string; offsetMinutes: number };

/** Old ids the platform still lists, with the city's name today (Kiev became Kyiv in 2022). */
const renamedCities: Record<string, string> = {
  'Europe/Kiev': 'Kyiv',
  'Europe/Uzhgorod': 'Uzhhorod',
  'Asia/Calcutta': 'Kolkata',
  'Asia/Saigon': 'Ho Chi Minh City',
  'Asia/Rangoon': 'Yangon',
  'Asia/Katmandu': 'Kathmandu',
};

function regionOf(id: string): ZoneRegion {
  const head = id.split('/')[0];
  if (head === 'Europe') return 'europe';
  if (head === 'Asia') return 'asia';
  if (head === 'America') return 'america';
  if (head === 'Africa') return 'africa';
  if (head === 'Australia' || head === 'Pacific') return 'australia';
  return 'other';
}

/** `GMT+3` → 180 minutes; `GMT` → 0. */
function minutesOf(offset: string) {
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

function zoneName(id: string, locale: string, style: 'longGeneric' | 'shortOffset', at: Date) {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: style });
  return parts.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * Every zone the platform knows, named in `locale` (`GMT+3 · Москва, стандартное время`), with
 * its city where the name is shared by many (`GMT+1 · Центральная Европа · Berlin`), grouped by
 * region and sorted by offset then name.
 */
export function zoneOptions(ids: readonly string[], locale: string, at = new Date()): ZoneOption[] {
  const named = ids.map((id) => {
    const offset = zoneName(id, locale, 'shortOffset', at);
    return { id, offset, name: zoneName(id, locale, 'longGeneric', at) };
  });
  const sharing = new Map<string, number>();
  for (const zone of named) sharing.set(zone.name, (sharing.get(zone.name) ?? 0) + 1);
  return named
    .map(({ id, offset, name }) => {
      const city = renamedCities[id] ?? id.split('/').pop()?.replaceAll('_', ' ') ?? id;
      const shared = (sharing.get(name) ?? 0) > 1 || name.startsWith('GMT');
      const label = [offset, name.startsWith('GMT') ? '' : name, shared ? city : '']
        .filter(Boolean)
        .join(' · ');
      return { id, region: regionOf(id), label, offsetMinutes: minutesOf(offset) };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.label.localeCompare(b.label, locale));
}

/** The options whose label, city or id contain `query` (any case); `keep` stays listed. */
export function filterZones(options: ZoneOption[], query: string, keep: string) {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return options;
  return options.filter(
    (zone) =>
      zone.id === keep ||
      zone.label.toLocaleLowerCase().includes(needle) ||
      zone.id.toLocaleLowerCase().replaceAll('_', ' ').includes(needle),
  );
}
