// The move of each person's data from D1 into their Durable Object
// (docs/decisions/203-person-objects-and-the-move.md), driven from outside the Worker: `npm start`
// runs it on the local database before it says Beseda is running, `npm run deploy` right after the
// api is uploaded. Each call of the api's `POST /internal/storage-moves` is one run with a budget;
// runs repeat until nobody is left, and any run may stop: the next goes on where it ended.

/** Runs the move until done (or until runs stop making progress), printing what moved. */
export async function moveStorage({ apiUrl, token, log = console.log, maxRuns = 10_000 }) {
  const totals = new Map();
  let failures = 0;
  let remaining = {};
  for (let run = 0; run < maxRuns; run++) {
    const res = await fetch(new URL('/internal/storage-moves', apiUrl), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ people: 100 }),
    });
    if (!res.ok) throw new Error(`storage move: ${res.status} ${await res.text()}`);
    const report = await res.json();
    remaining = report.remaining;
    for (const move of report.moves) {
      const total = totals.get(move.part) ?? { people: 0, rows: 0 };
      if (move.outcome === 'moved') {
        total.people += 1;
        total.rows += move.rows;
      }
      totals.set(move.part, total);
      if (move.outcome === 'failed' || move.outcome === 'restarted') {
        failures += 1;
        log(`  storage: ${move.part} of ${move.ownerId} ${move.outcome}: ${move.error}`);
      }
    }
    const left = Object.values(remaining).reduce((sum, n) => sum + n, 0);
    const progressed = report.moves.some((m) => m.outcome === 'moved' || m.outcome === 'paused');
    if (left === 0 || !progressed || failures > 20) break;
  }
  for (const [part, { people, rows }] of totals) {
    const owners = part.startsWith('team:') ? 'teams' : 'people';
    log(
      `  storage: moved ${part} of ${people} ${owners} (${rows} rows) from D1 into their objects`,
    );
  }
  const left = Object.entries(remaining).filter(([, n]) => n > 0);
  if (totals.size === 0 && left.length === 0) {
    log(
      '  storage: nothing to move from D1 (every part of every person and team is in their object)',
    );
  }
  if (left.length > 0) {
    log(
      `  storage: not moved yet: ${left.map(([part, n]) => `${part} of ${n} ${part.startsWith('team:') ? 'teams' : 'people'}`).join(', ')} (docs/deploy.md, "The storage move")`,
    );
  }
  return { totals, remaining };
}
