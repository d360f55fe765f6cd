// node scripts/images/make-chime.mjs: writes public/sounds/new-order.wav, the dashboard's
// new-order chime (issue 40). Made here rather than downloaded: two soft sine tones (E6 then
// A5), 8-bit mono at 16 kHz, about 10 KB, with a short fade so neither tone clicks.
import { writeFileSync } from 'node:fs';

const RATE = 16_000;
const TONES = [
  { hz: 1318.5, seconds: 0.22 },
  { hz: 880, seconds: 0.38 },
];
const VOLUME = 0.45;

const samples = [];
for (const { hz, seconds } of TONES) {
  const count = Math.round(RATE * seconds);
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    // 10 ms attack, then an exponential decay: a bell rather than a beep.
    const envelope = Math.min(1, t / 0.01) * Math.exp(-t * 6);
    samples.push(Math.sin(2 * Math.PI * hz * t) * envelope * VOLUME);
  }
}

const data = Buffer.from(samples.map((s) => Math.round(128 + s * 127)));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM header size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes per second (8-bit mono)
header.writeUInt16LE(1, 32); // block align
header.writeUInt16LE(8, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(
  new URL('../../public/sounds/new-order.wav', import.meta.url),
  Buffer.concat([header, data]),
);
