/**
 * Preloaded into a bench server (NODE_OPTIONS=--require=…) by bench/profile/first-render.ts: SIGUSR2 starts the V8
 * CPU profiler in this process, the next SIGUSR2 stops it and writes the profile to $PROFILE_OUT (a .cpuprofile,
 * readable by Chrome DevTools and by bench/profile/first-render.ts). Never loaded by the app itself.
 */
'use strict';
const fs = require('node:fs');
const inspector = require('node:inspector');

const out = process.env.PROFILE_OUT;
if (out) {
  const session = new inspector.Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: Number(process.env.PROFILE_INTERVAL_US || 200) }, () =>
          session.post('Profiler.start', () => fs.writeFileSync(`${out}.started`, String(Date.now()))),
        ),
      );
      return;
    }
    running = false;
    session.post('Profiler.stop', (err, res) => {
      if (!err) fs.writeFileSync(out, JSON.stringify(res.profile));
      fs.writeFileSync(`${out}.done`, err ? String(err) : 'ok');
    });
  });
}
