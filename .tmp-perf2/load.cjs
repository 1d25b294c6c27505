const autocannon = require('autocannon');
let seed = 7; const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const ids = Array.from({ length: 2000 }, () => 1 + Math.floor(rnd() * 4245));
const path = process.argv[2] || 'goods';
const inst = autocannon({
  url: 'http://127.0.0.1:3500', connections: 50, duration: Number(process.argv[3] || 10),
  requests: [{ setupRequest: (r) => ({ ...r, path: path === 'goods' ? `/goodsDetail/${ids[Math.floor(rnd() * ids.length)]}` : path }) }],
}, (err, res) => { if (err) throw err; console.log(path, 'rps', res.requests.average, 'p50', res.latency.p50, 'p99', res.latency.p99, 'non2xx', res.non2xx, 'total', res.requests.total); });
