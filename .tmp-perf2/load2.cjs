const autocannon = require('autocannon');
let seed = 11; const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const n = Number(process.argv[2]); const dur = Number(process.argv[3] || 10);
const ids = Array.from({ length: n }, (_, i) => 3000 + i);
async function run(name, pathFn) {
  return new Promise((res) => autocannon({ url: 'http://127.0.0.1:3500', connections: 50, duration: dur,
    requests: [{ setupRequest: (r) => ({ ...r, path: pathFn() }) }] }, (e, r) => { console.log(name, 'rps', r.requests.average, 'p50', r.latency.p50, 'p97.5', r.latency.p97_5, 'p99', r.latency.p99, 'non2xx', r.non2xx, 'bytes/req', Math.round(r.throughput.total / Math.max(1, r.requests.total))); res(); }));
}
(async () => {
  for (const id of ids) await fetch(`http://127.0.0.1:3500/goodsDetail/${id}`).then((r) => r.text());
  await run('static', () => '/upgradation');
  await run(`goods(${n} warm ids)`, () => `/goodsDetail/${ids[Math.floor(rnd() * ids.length)]}`);
})();
