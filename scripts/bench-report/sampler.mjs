// For the report benchmark: times GET /api/assessment/questions every 10 ms for a while, in a
// process of its own so that the load generator's work does not show up in the figures.
// Usage: node sampler.mjs <base url> <seconds>; prints the times (ms) as JSON.
const [base, seconds] = [process.argv[2], Number(process.argv[3])];
const url = `${base}/api/assessment/questions`;
const headers = { 'x-forwarded-for': '10.99.0.1' };
// The connection is made and warm before timing starts.
for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
const times = [];
const end = performance.now() + seconds * 1000;
while (performance.now() < end) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`questions: ${res.status}`);
  times.push(performance.now() - started);
  await new Promise((r) => setTimeout(r, 10));
}
process.stdout.write(JSON.stringify(times));
