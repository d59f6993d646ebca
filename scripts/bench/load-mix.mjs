// The 50-client load mix (issue 16 goal 6): CLIENTS concurrent clients for SECONDS each send, in turn, the five
// kinds of request a busy Vitrine serves: the public portfolio page (edge-cached), the landing page, a signed-in
// job list (GET /api/jobs and the /jobtracker page) and a job create (POST /api/jobs). Each client is one signed-in
// browser-like client: it carries the D1 bookmark it was last answered (x-d1-bookmark to the API, the vitrine_d1
// cookie to pages), as a real one would. Prints requests/s, p50/p99 per kind and the 5xx count (goal: 0).
// The signed-in account is the seeded admin, so the demo user's board (measured at 500 jobs) is left alone.
import { performance } from "node:perf_hooks";

const KINDS = [
  { name: "Public portfolio (cached)", label: "GET /portfolio/demo" },
  { name: "Landing page", label: "GET /" },
  { name: "Job list, API", label: "GET /api/jobs?limit=50" },
  { name: "Job list, page", label: "GET /jobtracker" },
  { name: "Job create", label: "POST /api/jobs" },
];

function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function signIn(origin, email, password) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`Load mix: signing in as ${email} failed (${res.status})`);
  return body.token;
}

/** Runs the mix against `origin`; answers per-kind figures and totals. */
export async function runLoadMix(origin, { clients = 50, seconds = 10, email = "admin@example.com", password = "Admin1234!" } = {}) {
  const token = await signIn(origin, email, password);
  const stats = KINDS.map(() => ({ latencies: [], s5xx: 0, non2xx: 0, errors: 0 }));
  let turn = 0;
  let created = 0;

  async function send(kind, client) {
    const cookie = `vitrine_session=${token}${client.bookmark ? `; vitrine_d1=${client.bookmark}` : ""}`;
    const api = { Authorization: `Bearer ${token}`, ...(client.bookmark ? { "x-d1-bookmark": client.bookmark } : {}) };
    switch (kind) {
      case 0:
        return fetch(`${origin}/portfolio/demo`);
      case 1:
        return fetch(`${origin}/`);
      case 2:
        return fetch(`${origin}/api/jobs?limit=50`, { headers: api });
      case 3:
        return fetch(`${origin}/jobtracker`, { headers: { cookie } });
      default:
        created += 1;
        return fetch(`${origin}/api/jobs`, {
          method: "POST",
          headers: { ...api, "Content-Type": "application/json" },
          body: JSON.stringify({ title: `Load mix ${created}`, company: `Company ${created % 23}`, status: "applied" }),
        });
    }
  }

  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const loop = async () => {
    const client = { bookmark: null };
    while (performance.now() < deadline) {
      const kind = turn++ % KINDS.length;
      const stat = stats[kind];
      const t0 = performance.now();
      try {
        const res = await send(kind, client);
        await res.arrayBuffer();
        stat.latencies.push(performance.now() - t0);
        if (res.status >= 500) stat.s5xx += 1;
        if (res.status < 200 || res.status >= 300) stat.non2xx += 1;
        const bookmark =
          res.headers.get("x-d1-bookmark") ??
          res.headers
            .getSetCookie()
            .find((c) => c.startsWith("vitrine_d1="))
            ?.slice(11)
            .split(";")[0];
        if (bookmark) client.bookmark = bookmark;
      } catch {
        stat.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  const elapsed = (performance.now() - started) / 1000;

  const kinds = KINDS.map((kind, i) => {
    const sorted = stats[i].latencies.sort((a, b) => a - b);
    return {
      ...kind,
      requests: sorted.length,
      rps: sorted.length / elapsed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      s5xx: stats[i].s5xx,
      non2xx: stats[i].non2xx,
      errors: stats[i].errors,
    };
  });
  const all = stats.flatMap((s) => s.latencies).sort((a, b) => a - b);
  return {
    clients,
    seconds,
    kinds,
    total: {
      requests: all.length,
      rps: all.length / elapsed,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      s5xx: kinds.reduce((n, k) => n + k.s5xx, 0),
      errors: kinds.reduce((n, k) => n + k.errors, 0),
    },
  };
}

const ms = (v) => (v === null ? "n/a" : `${Math.round(v)} ms`);

/** The table the bench prints (and writes to docs/performance.md). */
export function loadMixLines(mix) {
  return [
    `Load mix: ${mix.clients} concurrent clients for ${mix.seconds} s, each sending the five kinds in turn (signed in as the seeded admin; each client carries its D1 bookmark): **${Math.round(mix.total.rps)} req/s** in all, p50 ${ms(mix.total.p50)}, p99 ${ms(mix.total.p99)}, **${mix.total.s5xx} 5xx**, ${mix.total.errors} connection errors.`,
    "",
    "| Kind | Request | Requests | Requests/s | p50 latency | p99 latency | 5xx | other non-2xx |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
    ...mix.kinds.map(
      (k) =>
        `| ${k.name} | \`${k.label}\` | ${k.requests} | ${Math.round(k.rps)} | ${ms(k.p50)} | ${ms(k.p99)} | ${k.s5xx} | ${k.non2xx - k.s5xx + k.errors} |`,
    ),
  ];
}

/** [label, ok] pairs for the bench's PASS/FAIL list. */
export function loadMixChecks(mix) {
  return [
    [
      `load mix (${mix.clients} clients): no 5xx and no connection errors (${mix.total.s5xx} 5xx, ${mix.total.errors} errors; p99 ${ms(mix.total.p99)})`,
      mix.total.s5xx === 0 && mix.total.errors === 0,
    ],
  ];
}
